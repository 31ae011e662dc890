import { describe, expect, it } from 'vitest';
import { passwordLoginBody } from './passwordLoginBody';

describe('the e-mail sign-in\'s login payload (spec 3 and 7)', () => {
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
