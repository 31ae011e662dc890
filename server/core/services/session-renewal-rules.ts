/**
 * A token in use is renewed for a whole lifetime once less than half of it is left: a member who
 * keeps using the app stays signed in (the credentials cookie lasts ten years), a token left unused
 * for a whole lifetime expires. Renewing at half, not on every request, writes once a half-lifetime
 * at most.
 */
export function renewedExpiry(expiresAt: number, now: number, lifetimeMs: number): number | null {
  return expiresAt - now < lifetimeMs / 2 ? now + lifetimeMs : null;
}
