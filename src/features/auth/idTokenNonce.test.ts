import { describe, expect, it } from 'vitest';
import { unsignedIdToken } from '../../../tests/factories/id-token';
import { idTokenNonce, nonceFits } from './idTokenNonce';

describe('the nonce of a returned ID token', () => {
  it('reads the nonce claim of a JWT, in base64url and with non-ASCII claims beside it', () => {
    expect(idTokenNonce(unsignedIdToken({ iss: 'https://accounts.google.com', nonce: 'n-1', name: 'Әлия ~~??>>' }))).toBe('n-1');
  });

  it('finds none in a token that is not a JWT, or whose payload is not a JSON object, or lacks the claim', () => {
    expect(idTokenNonce('google-existing-token')).toBeNull();
    expect(idTokenNonce('a.b')).toBeNull();
    expect(idTokenNonce('a.!!!.c')).toBeNull();
    expect(idTokenNonce(`h.${btoa('[1]')}.s`)).toBeNull();
    expect(idTokenNonce(`h.${btoa('null')}.s`)).toBeNull();
    expect(idTokenNonce(unsignedIdToken({ sub: '1' }))).toBeNull();
  });

  it('reads a nonce claim that is not a string as an empty one, which no sign-in sent', () => {
    expect(idTokenNonce(unsignedIdToken({ nonce: 7 }))).toBe('');
    expect(nonceFits(unsignedIdToken({ nonce: 7 }), 'n-1')).toBe(false);
  });

  it('takes a token carrying the nonce this browser sent, or none, and refuses one carrying another', () => {
    expect(nonceFits(unsignedIdToken({ nonce: 'n-1' }), 'n-1')).toBe(true);
    expect(nonceFits('opaque-token', 'n-1')).toBe(true);
    expect(nonceFits(unsignedIdToken({ sub: '1' }), null)).toBe(true);
    expect(nonceFits(unsignedIdToken({ nonce: 'n-2' }), 'n-1')).toBe(false);
    expect(nonceFits(unsignedIdToken({ nonce: 'n-1' }), null)).toBe(false);
  });
});
