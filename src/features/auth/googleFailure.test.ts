import { describe, expect, it } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import { googleFailure, googleFailureKey, type GoogleFailure } from './googleFailure';

describe('Google sign-in failures', () => {
  it('tells each failure by what Google\'s return carries', () => {
    expect(googleFailure('idpiframe_initialization_failed')).toBe('initializationFailed');
    expect(googleFailure('unauthorized_client')).toBe('initializationFailed');
    expect(googleFailure('origin_mismatch')).toBe('initializationFailed');
    expect(googleFailure('popup_closed_by_user')).toBe('popupClosed');
    expect(googleFailure('access_denied')).toBe('permissionsDenied');
    expect(googleFailure('immediate_failed')).toBe('immediateFailed');
    expect(googleFailure('interaction_required')).toBe('immediateFailed');
    expect(googleFailure('login_required')).toBe('immediateFailed');
  });

  it('calls anything else unknown', () => {
    for (const error of [null, '', 'server_error', 'toString', '__proto__', 'ACCESS_DENIED']) expect(googleFailure(error)).toBe('unknown');
  });

  it('has a message of its own for each failure', () => {
    const failures: GoogleFailure[] = ['initializationFailed', 'popupClosed', 'permissionsDenied', 'immediateFailed', 'unknown'];
    const texts = failures.map((failure) => {
      const [, , , leaf] = googleFailureKey(failure).split('.');
      return (en.auth.errors.google as Record<string, string>)[leaf ?? ''];
    });
    expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(failures.length);
  });
});
