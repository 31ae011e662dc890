import { describe, expect, it } from 'vitest';
import { newCallbackHash, pageToGoBackTo, stateMatches } from './callbackState';

const hash = newCallbackHash(new Uint8Array(16).fill(251));

describe('the OAuth state and the callbackHash cookie', () => {
  it('makes 128-bit base64url values, different each time', () => {
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(hash).toContain('-');
    expect(newCallbackHash()).not.toBe(newCallbackHash());
  });

  it('takes a return only when its value equals the stored one', () => {
    expect(stateMatches(hash, hash)).toBe(true);
    expect(stateMatches(hash, null)).toBe(false);
    expect(stateMatches(null, hash)).toBe(false);
    expect(stateMatches(null, null)).toBe(false);
    expect(stateMatches(hash, newCallbackHash())).toBe(false);
    expect(stateMatches('', '')).toBe(false);
    expect(stateMatches('short', 'short')).toBe(false);
  });

  it('goes back to the page the member left from, else /login', () => {
    expect(pageToGoBackTo('/login?redirectTo=%2Fapp%2Fhistory')).toBe('/login?redirectTo=%2Fapp%2Fhistory');
    expect(pageToGoBackTo('/register')).toBe('/register');
    for (const stored of [null, '', 'https://evil.example/', '//evil.example', '/\\evil', '/socialAuth?state=google', '/callback?code=1']) {
      expect(pageToGoBackTo(stored)).toBe('/login');
    }
  });
});
