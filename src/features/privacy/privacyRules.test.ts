import { describe, expect, it } from 'vitest';
import type { UserDetails } from '@contract/schemas/entities';
import { privacyAcceptanceNeeded } from './privacyRules';

const details = (user: Partial<UserDetails['user']>) => ({ user: { is_guest: false, ...user } }) as UserDetails;

describe('privacyAcceptanceNeeded', () => {
  it('asks a member who has not accepted the current version, only while the switch is on', () => {
    expect(privacyAcceptanceNeeded(details({ privacy_accepted_version: null }), true, 'v2')).toBe(true);
    expect(privacyAcceptanceNeeded(details({ privacy_accepted_version: 'v1' }), true, 'v2')).toBe(true);
    expect(privacyAcceptanceNeeded(details({ privacy_accepted_version: 'v2' }), true, 'v2')).toBe(false);
    expect(privacyAcceptanceNeeded(details({ privacy_accepted_version: null }), false, 'v2')).toBe(false);
  });

  it('never asks guests, nor before the details are known or while they come from an older app', () => {
    expect(privacyAcceptanceNeeded(details({ is_guest: true, privacy_accepted_version: null }), true, 'v2')).toBe(false);
    expect(privacyAcceptanceNeeded(null, true, 'v2')).toBe(false);
    expect(privacyAcceptanceNeeded(details({}), true, 'v2')).toBe(false);
  });
});
