import { describe, expect, it } from 'vitest';
import { parseProviderState, providerOfState, providerState } from './providerState';

// A callbackHash value as the sign-in makes them: 22 base64url characters.
const hash = 'AbCdEfGhIjKlMnOpQr-_12';

describe('the OAuth state', () => {
  it('sends the provider marker with the value, and reads both back', () => {
    expect(providerState('aitu', hash)).toBe(`login_method_aitu.${hash}`);
    expect(providerState('facebook', hash)).toBe(`facebook.${hash}`);
    expect(parseProviderState(`login_method_aitu.${hash}`)).toEqual({ provider: 'aitu', hash });
    expect(parseProviderState(`vkontakte.${hash}`)).toEqual({ provider: 'vkontakte', hash });
    expect(parseProviderState('google')).toEqual({ provider: 'google', hash: null });
    expect(parseProviderState(`twitter.${hash}`)).toBeNull();
    expect(parseProviderState(null)).toBeNull();
    expect(providerOfState('login_method_aitu')).toBe('aitu');
    expect(providerOfState(`google.${hash}`)).toBe('google');
    expect(providerOfState('twitter')).toBeNull();
  });
});
