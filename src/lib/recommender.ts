import { getCookie, RECOMMENDED_BY_COOKIE, setCookie } from './cookies';

/** A recommender's id: a member id, digits only. */
const RECOMMENDER_ID = /^[0-9]{1,10}$/;

/** A recommender id from the query (`recommendedBy` or `ref`), digits only. */
export function recommenderFromQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  const value = params.get('recommendedBy') ?? params.get('ref');
  return value && RECOMMENDER_ID.test(value) ? value : null;
}

/**
 * The recommender to keep: the one of the invite link just followed, else the one kept before.
 * Ids are digits only; anything else in the cookie is dropped.
 */
export function recommenderToKeep(search: string, kept: string | null): string | null {
  return recommenderFromQuery(search) ?? (kept && RECOMMENDER_ID.test(kept) ? kept : null);
}

/**
 * The recommended-by cookie lives 10 years. Browsers cap a cookie's lifetime
 * (Chromium at 400 days), so it is written again with a fresh 10-year expiry on every start: it
 * stays as long as the visitor comes back within the cap, until registration sends and clears it.
 */
export function keepRecommender(search: string): void {
  const recommender = recommenderToKeep(search, getCookie(RECOMMENDED_BY_COOKIE));
  if (recommender) setCookie(RECOMMENDED_BY_COOKIE, recommender);
}

/** The recommender kept for a registration or a login's recommended_by: the cookie's, if it is an id. */
export function keptRecommender(): string | null {
  return recommenderToKeep('', getCookie(RECOMMENDED_BY_COOKIE));
}
