import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { denyGoesBack, providerRegisterError } from './providers';
import { outcomeOfLogin, outcomeOfLoginError, socialRegistrationBody } from './socialFlow';

const codes = { userNotActive: 1, userNonExistent: 2, wrongPassword: 3, userLocked: 5 };
const response = { token: 't', user_id: 7, level: 1, forecast_segment: null, panel_segment: null };
const profile = { email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' };

describe('social login flow', () => {
  it('signs in when the answer has user_agrees_contact, asks for consent when it lacks it', () => {
    expect(outcomeOfLogin({ ...response, user_agrees_contact: false })).toEqual({ kind: 'signedIn', response: { ...response, user_agrees_contact: false } });
    expect(outcomeOfLogin(response)).toEqual({ kind: 'consentForUpdate', response });
  });

  it('asks for consent to register a non-existent member, with the verified profile', () => {
    expect(outcomeOfLoginError(new ApiError(401, { code: 2, profile }), 'google', codes)).toEqual({ kind: 'consentForRegistration', profile });
  });

  it('shows not active, no e-mail and the provider message for everything else', () => {
    expect(outcomeOfLoginError(new ApiError(403, { code: 1 }), 'facebook', codes)).toEqual({ kind: 'failed', message: { key: 'auth.errors.userNotActive' } });
    expect(outcomeOfLoginError(new ApiError(400, { code: 127 }), 'vkontakte', codes))
      .toEqual({ kind: 'failed', message: { key: 'auth.errors.missingEmail', values: { network: 'VKontakte' } } });
    expect(outcomeOfLoginError(new ApiError(400, { code: 123 }), 'vkontakte', codes)).toEqual({ kind: 'failed', message: { key: 'auth.errors.vkLogin' } });
    expect(outcomeOfLoginError(new ApiError(401, { code: 2 }), 'google', codes))
      .toEqual({ kind: 'failed', message: { key: 'auth.errors.providerLogin', values: { network: 'Google' } } });
    expect(outcomeOfLoginError(new Error('offline'), 'facebook', codes).kind).toBe('failed');
  });

  it('builds the social registration payload with one token and the others null', () => {
    const extra = { recommendedBy: '12', ergEmployee: false, language: 'kk' };
    expect(socialRegistrationBody('facebook', 'fb', profile, extra)).toEqual({
      user_email: 'ann@example.com', user_surname: 'Ann', user_lastname: 'Lee', user_agrees_contact: true, agreeTerms: true, agreeProcessing: true,
      user_recommended_by: '12', user_erg_employee: false, user_language_string: 'kk', fbToken: 'fb', googleToken: null, vKontakteToken: null,
    });
    expect(socialRegistrationBody('aitu', 'a', profile, extra)).toMatchObject({ aituAccessToken: 'a', fbToken: null, googleToken: null, vKontakteToken: null });
  });

  it('denies back for Facebook and Google, to /login for VKontakte and Aitu; registration errors per provider', () => {
    expect([denyGoesBack('facebook'), denyGoesBack('google'), denyGoesBack('vkontakte'), denyGoesBack('aitu')]).toEqual([true, true, false, false]);
    expect(providerRegisterError('aitu')).toEqual({ key: 'auth.errors.aituRegister' });
    expect(providerRegisterError('google')).toEqual({ key: 'auth.errors.providerRegister', values: { network: 'Google' } });
  });
});
