import { describe, expect, it } from 'vitest';
import { parseSession } from './sessionSchema';

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
