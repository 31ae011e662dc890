import { describe, expect, it } from 'vitest';
import { authorizationValue, parseSessionCookie, serializeSessionCookie, sessionCookieName, tokenOfAuthorization, type SessionCookie } from './session-cookie';

const cookie: SessionCookie = {
  userId: 7, authorization: '7:tok', level: 4, forecastSegment: 'f1', panelSegment: null, userAgreement: true,
  hasUserCompletedProfile: true, redirectTo: '/app/history', isGuest: false,
};

describe('the session cookie', () => {
  it('is named globals + the locale suffix', () => {
    expect(sessionCookieName('_en')).toBe('globals_en');
  });

  it('reads back what it writes, with the contract\'s names', () => {
    const written = serializeSessionCookie(cookie);
    expect(Object.keys(JSON.parse(written))).toEqual(expect.arrayContaining([
      'userId', 'authorization', 'level', 'forecastSegment', 'panelSegment', 'userAgreement', 'hasUserCompletedProfile', 'redirectTo',
    ]));
    expect(parseSessionCookie(written)).toEqual({ cookie, legacy: false });
  });

  it('reads a cookie of the earlier field names as legacy, with the same credentials under the contract\'s names', () => {
    const old = JSON.stringify({ token: 'tok', user_id: 7, level: 4, forecast_segment: 'f1', panel_segment: null, user_agrees_contact: true, isGuest: false });
    expect(parseSessionCookie(old)).toEqual({ cookie: { ...cookie, hasUserCompletedProfile: false, redirectTo: null }, legacy: true });
  });

  it('authorization is {userId}:{token}, and a token belongs only to its own user id', () => {
    expect(authorizationValue(12, 'a:b')).toBe('12:a:b');
    expect(tokenOfAuthorization('12:a:b', 12)).toBe('a:b');
    expect(tokenOfAuthorization('12:a:b', 1)).toBeNull();
    expect(tokenOfAuthorization('12:', 12)).toBeNull();
    expect(tokenOfAuthorization('12', 12)).toBeNull();
  });

  it('refuses a token no request header can carry (a cookie edited by hand), which would fail every call as if offline', () => {
    for (const token of ['tok en', 'tök', 'tok\n', 'токен']) {
      expect(tokenOfAuthorization(`7:${token}`, 7)).toBeNull();
      expect(parseSessionCookie(JSON.stringify({ ...cookie, authorization: `7:${token}` }))).toBeNull();
      expect(parseSessionCookie(JSON.stringify({ token, user_id: 7, level: 4, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false }))).toBeNull();
    }
  });

  it('refuses anything malformed', () => {
    for (const raw of [null, '', 'not json', '[]', '42', '{}', JSON.stringify({ ...cookie, userId: 0 }), JSON.stringify({ ...cookie, authorization: '8:tok' }),
      JSON.stringify({ ...cookie, level: 1.5 }), JSON.stringify({ ...cookie, userAgreement: 'yes' }), JSON.stringify({ ...cookie, redirectTo: 5 }),
      JSON.stringify({ token: '', user_id: 7, level: 4, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false })]) {
      expect(parseSessionCookie(raw)).toBeNull();
    }
  });
});
