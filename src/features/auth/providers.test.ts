import { describe, expect, it } from 'vitest';
import { providerLoginBody, providerLoginError, providerOfState } from './providers';

describe('social providers', () => {
  it('maps the /socialAuth states to providers', () => {
    expect(providerOfState('login_method_aitu')).toBe('aitu');
    expect(providerOfState('google')).toBe('google');
    expect(providerOfState('twitter')).toBeNull();
  });
  it('puts the token in the provider field of the login body', () => {
    expect(providerLoginBody('facebook', 't')).toEqual({ fbToken: 't' });
    expect(providerLoginBody('aitu', 't')).toEqual({ aituAccessToken: 't' });
  });
  it('gives the provider-specific login error', () => {
    expect(providerLoginError('vkontakte')).toEqual({ key: 'auth.errors.vkLogin' });
    expect(providerLoginError('facebook')).toEqual({ key: 'auth.errors.providerLogin', values: { network: 'Facebook' } });
  });
});
