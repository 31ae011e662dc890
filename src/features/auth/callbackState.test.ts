import { describe, expect, it } from 'vitest';
import { newCallbackHash, pageToGoBackTo, SIGN_IN_WINDOW_MS, signInStarted } from './callbackState';

const startedAt = Date.UTC(2026, 10, 30, 12, 0);
const hash = newCallbackHash(startedAt, new Uint8Array(16).fill(251));

describe('the callbackHash cookie', () => {
  it('makes 128-bit base64url values with the time the sign-in started, different each time', () => {
    expect(hash).toBe(`-_v7-_v7-_v7-_v7-_v7-w.${startedAt.toString(36)}`);
    expect(newCallbackHash()).not.toBe(newCallbackHash());
  });

  it('takes a return only when this browser holds a value of the sign-in\'s making, from the last 15 minutes', () => {
    expect(signInStarted(hash, startedAt)).toBe(true);
    expect(signInStarted(hash, startedAt + SIGN_IN_WINDOW_MS)).toBe(true);
    expect(signInStarted(hash, startedAt + SIGN_IN_WINDOW_MS + 1)).toBe(false);
    expect(signInStarted(hash, startedAt - 60_000)).toBe(true);
    expect(signInStarted(hash, startedAt - 60_001)).toBe(false);
    expect(signInStarted(newCallbackHash())).toBe(true);
    const bits = hash.split('.')[0];
    for (const stored of [null, '', 'short', bits, `${hash}!`, `${bits}.`, `${bits}.ZZ`, `${bits}x.${startedAt.toString(36)}`]) expect(signInStarted(stored ?? null, startedAt)).toBe(false);
  });

  it('goes back to the page the member left from, else /login', () => {
    expect(pageToGoBackTo('/login?redirectTo=%2Fapp%2Fhistory')).toBe('/login?redirectTo=%2Fapp%2Fhistory');
    expect(pageToGoBackTo('/register')).toBe('/register');
    for (const stored of [null, '', 'https://evil.example/', '//evil.example', '/\\evil', '/socialAuth?state=google', '/callback?code=1']) {
      expect(pageToGoBackTo(stored)).toBe('/login');
    }
  });
});
