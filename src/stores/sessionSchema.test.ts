import { describe, expect, it } from 'vitest';
import { parseCredentials, parseSession, sameCredentials, sessionFromPersisted } from './sessionSchema';

const valid = { token: 't', user_id: 3, level: 4, forecast_segment: null, panel_segment: 'a', user_agrees_contact: true, isGuest: false };

describe('persisted session schema', () => {
  it('accepts a well-formed session', () => {
    expect(parseSession(valid)).toEqual(valid);
  });
  it('rejects malformed sessions', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession({ ...valid, token: '' })).toBeNull();
    expect(parseSession({ ...valid, user_id: '3' })).toBeNull();
    expect(parseSession({ ...valid, isGuest: undefined })).toBeNull();
  });
});

describe('sessionFromPersisted', () => {
  it('reads the session out of the store\'s persisted JSON', () => {
    expect(sessionFromPersisted(JSON.stringify({ state: { session: valid }, version: 1 }))).toEqual(valid);
  });
  it('reads nothing from a signed-out, malformed or foreign value', () => {
    expect(sessionFromPersisted(JSON.stringify({ state: { session: null }, version: 1 }))).toBeNull();
    expect(sessionFromPersisted('{not json')).toBeNull();
    expect(sessionFromPersisted({ state: { session: valid } })).toBeNull();
    expect(sessionFromPersisted(undefined)).toBeNull();
    expect(sessionFromPersisted(JSON.stringify({ state: { session: { ...valid, token: '' } } }))).toBeNull();
  });
});

describe('parseCredentials', () => {
  it('reads a user id and a token, and nothing else', () => {
    expect(parseCredentials({ userId: 3, token: 't', extra: 1 })).toEqual({ userId: 3, token: 't' });
  });
  it('reads nothing from a malformed value', () => {
    for (const value of [null, 'x', [], { userId: 3 }, { userId: '3', token: 't' }, { userId: 0, token: 't' }, { userId: 1.5, token: 't' }, { userId: 3, token: '' }]) {
      expect(parseCredentials(value)).toBeNull();
    }
  });
});

describe('sameCredentials', () => {
  it('is the same session only for the same user and token', () => {
    expect(sameCredentials({ userId: 3, token: 't' }, { userId: 3, token: 't' })).toBe(true);
    expect(sameCredentials({ userId: 3, token: 't' }, { userId: 3, token: 'fresh' })).toBe(false);
    expect(sameCredentials({ userId: 3, token: 't' }, { userId: 4, token: 't' })).toBe(false);
    expect(sameCredentials(null, { userId: 3, token: 't' })).toBe(false);
    expect(sameCredentials(null, null)).toBe(false);
  });
});
