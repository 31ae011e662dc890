import { describe, expect, it } from 'vitest';
import { authorizationUrl, enabledProviders, providerLoginBody, providerLoginError, socialReturnParams } from './providers';

describe('social providers', () => {
  it('puts the token in the provider field of the login body', () => {
    expect(providerLoginBody('facebook', 't')).toEqual({ fbToken: 't' });
    expect(providerLoginBody('aitu', 't')).toEqual({ aituAccessToken: 't' });
  });
  it('gives the provider-specific login error', () => {
    expect(providerLoginError('vkontakte')).toEqual({ key: 'auth.errors.vkLogin' });
    expect(providerLoginError('facebook')).toEqual({ key: 'auth.errors.providerLogin', values: { network: 'Facebook' } });
  });

  it('reads the return from the query and the fragment, the query first', () => {
    const params = socialReturnParams('?state=google', '#id_token=abc&state=facebook');
    expect([params.get('state'), params.get('id_token')]).toEqual(['google', 'abc']);
    expect(socialReturnParams('', '#state=facebook&access_token=t').get('access_token')).toBe('t');
  });
  it('sends the buttons to the OAuth dialogs with the /socialAuth return and the state', () => {
    const facebook = new URL(authorizationUrl('facebook', 'app1', 'https://panel.example', { sdkVersion: 'v19.0', nonce: 'n' }));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    expect(Object.fromEntries(facebook.searchParams)).toEqual({ client_id: 'app1', redirect_uri: 'https://panel.example/socialAuth', state: 'facebook', response_type: 'token', scope: 'email' });
    const google = new URL(authorizationUrl('google', 'c1', 'https://panel.example', { sdkVersion: 'v19.0', nonce: 'n1' }));
    expect(google.searchParams.get('response_type')).toBe('id_token');
    expect(google.searchParams.get('state')).toBe('google');
    expect(google.searchParams.get('nonce')).toBe('n1');
  });
  it('sends VK to its authorization with the /callback return, Aitu with the /socialAuth return and its state', () => {
    const vk = new URL(authorizationUrl('vkontakte', '51', 'https://panel.example', { sdkVersion: 'v19.0', nonce: 'n' }));
    expect([vk.hostname, vk.searchParams.get('redirect_uri'), vk.searchParams.get('response_type')]).toEqual(['oauth.vk.com', 'https://panel.example/callback', 'code']);
    expect(vk.searchParams.get('state')).toBe('vkontakte');
    const aitu = new URL(authorizationUrl('aitu', 'a1', 'https://panel.example', { sdkVersion: 'v19.0', nonce: 'n' }));
    expect([aitu.searchParams.get('redirect_uri'), aitu.searchParams.get('state')]).toEqual(['https://panel.example/socialAuth', 'login_method_aitu']);
  });
  it('shows a button only for a provider with an id (and its switch for VK and Aitu)', () => {
    const none = { socialAppId: '', googleClientId: '', vkAppEnabled: false, vkAppId: '', aituEnabled: false, aituClientId: '' };
    expect(enabledProviders(none)).toEqual([]);
    expect(enabledProviders({ ...none, googleClientId: 'g', vkAppId: 'v', aituEnabled: true, aituClientId: 'a' })).toEqual([['google', 'g'], ['aitu', 'a']]);
    expect(enabledProviders({ ...none, vkAppEnabled: true, vkAppId: 'v' })).toEqual([['vkontakte', 'v']]);
  });
});
