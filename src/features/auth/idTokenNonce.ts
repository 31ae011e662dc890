/**
 * The nonce an OpenID Connect ID token carries (the `nonce` claim of its payload), or null for a
 * token that is not a JWT or carries none. Only read here: the signature is the server's to check.
 */
export function idTokenNonce(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const json = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0))));
    if (typeof claims !== 'object' || claims === null || !('nonce' in claims)) return null;
    return typeof claims.nonce === 'string' ? claims.nonce : '';
  } catch {
    return null;
  }
}

/**
 * Whether a returned ID token may be sent on: one carrying a nonce other than the one this browser
 * sent was issued for someone else's sign-in and slipped into this return, and is refused. A token
 * without a nonce is left to the server's check.
 */
export function nonceFits(token: string, sent: string | null): boolean {
  const carried = idTokenNonce(token);
  return carried === null || carried === sent;
}
