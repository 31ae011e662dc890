const base64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

/** An ID token's shape (header, claims, signature) around the given claims: what a provider's return carries, unsigned. */
export function unsignedIdToken(claims: Record<string, unknown>): string {
  return [base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' })), base64url(JSON.stringify(claims)), 'c2lnbmF0dXJl'].join('.');
}
