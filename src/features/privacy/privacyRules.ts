import type { UserDetails } from '@contract/schemas/entities';

/**
 * Whether the member must be asked to accept the privacy policy (the privacyDialog switch): on, and
 * the server's details name another version than the current one. Details stored by an older app,
 * which do not carry the field at all, wait for the fresh ones rather than ask on a guess.
 */
export function privacyAcceptanceNeeded(details: UserDetails | null, switchOn: boolean, currentVersion: string): boolean {
  if (!switchOn || !details || details.user.is_guest) return false;
  const accepted = (details.user as Partial<UserDetails['user']>).privacy_accepted_version;
  return accepted !== undefined && accepted !== currentVersion;
}
