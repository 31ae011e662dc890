import { describe, expect, it } from 'vitest';
import { providerOfState, providerState } from './providerState';

describe('the OAuth state', () => {
  it('is the provider\'s /socialAuth state, and only those are read back', () => {
    expect(providerState('aitu')).toBe('login_method_aitu');
    expect(providerState('facebook')).toBe('facebook');
    expect(providerOfState('login_method_aitu')).toBe('aitu');
    expect(providerOfState('vkontakte')).toBe('vkontakte');
    expect(providerOfState('google')).toBe('google');
    for (const state of ['twitter', 'aitu', 'google.AbCdEfGhIjKlMnOpQr-_12', 'Google', ' google', '', null]) expect(providerOfState(state)).toBeNull();
  });
});
