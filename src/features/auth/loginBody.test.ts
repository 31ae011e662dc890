import { describe, expect, it } from 'vitest';
import { passwordLoginBody, providerSignInBody } from './loginBody';

const FIELDS = ['aituAccessToken', 'fbToken', 'fingerprint', 'googleToken', 'recommended_by', 'user_name', 'user_password', 'vKontakteToken'];

describe('the e-mail sign-in\'s login payload', () => {
  it('carries the tokens null, the credentials, the fingerprint and the recommender', () => {
    expect(passwordLoginBody({ email: 'dana@example.com', password: 'p@ss word', fingerprint: 'fp-1', recommendedBy: '42' })).toEqual({
      fbToken: null, googleToken: null, vKontakteToken: null, aituAccessToken: null,
      user_name: 'dana@example.com', user_password: 'p@ss word', fingerprint: 'fp-1', recommended_by: '42',
    });
  });
  it('sends null for a fingerprint or recommender it does not have', () => {
    expect(passwordLoginBody({ email: 'a@b.co', password: 'secret', fingerprint: null, recommendedBy: null })).toMatchObject({ fingerprint: null, recommended_by: null });
  });
});

describe('a provider sign-in\'s login payload', () => {
  it('carries every field of the payload: its token in its own field, the rest null, the fingerprint and the recommender', () => {
    const body = providerSignInBody({ provider: 'google', token: 'id-token', fingerprint: 'fp-2', recommendedBy: '7' });
    expect(Object.keys(body).sort()).toEqual(FIELDS);
    expect(body).toEqual({
      fbToken: null, googleToken: 'id-token', vKontakteToken: null, aituAccessToken: null,
      user_name: null, user_password: null, fingerprint: 'fp-2', recommended_by: '7',
    });
  });
  it('puts each provider\'s token in its field only', () => {
    const tokens = (['facebook', 'vkontakte', 'aitu'] as const).map((provider) => {
      const body = providerSignInBody({ provider, token: 't', fingerprint: null, recommendedBy: null });
      return [body.fbToken, body.vKontakteToken, body.aituAccessToken, body.googleToken];
    });
    expect(tokens).toEqual([['t', null, null, null], [null, 't', null, null], [null, null, 't', null]]);
  });
});
