import { describe, expect, it } from 'vitest';
import { parseSession, sessionFromPersisted } from './sessionSchema';

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
