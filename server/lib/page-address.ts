/** The address's path, without its query. */
export const pathOf = (url: string): string => url.split('?')[0] ?? '/';

/**
 * True when a browser takes the address as a path of this site, so a redirect to it stays here: one
 * leading `/`, not `//` or `/\` (browsers read `\` as `/` and drop tabs and line breaks, making
 * both another site's address), and not an absolute URL.
 */
export const isOwnSitePath = (url: string): boolean => /^\/(?![/\\])/.test(url.replace(/[\t\n\r]/g, ''));

/**
 * The address's query with its `?` ('' without one), to carry over to a redirect. Node's parser
 * refuses an address with a byte a header may not hold (a space, a control or non-ASCII byte), so it
 * goes into Location as it came.
 */
export function queryOf(url: string): string {
  const start = url.indexOf('?');
  return start < 0 ? '' : url.slice(start);
}

/** The address's query parsed and encoded again, with its `?` ('' when empty): nothing in it can break the redirect's address. */
export function reencodedQueryOf(url: string): string {
  const query = new URLSearchParams(url.split('?')[1] ?? '').toString();
  return query ? `?${query}` : '';
}
