import { FORBIDDEN_NAME_CHARACTERS, hasVisibleText, isGuestEmail, isValidEmail, lineBreaksAsSpaces, MAX_NAME_LENGTH, normalizePhone, withoutInvisibleCharacters } from '@contract/rules/validation';
import { leadingText } from '@contract/rules/text-cut';

/** The Aitu login identity is the phone plus a fixed phone-number pseudo-domain. */
export const PHONE_IDENTITY_DOMAIN = '@phone.panelist.local';

export const phoneIdentity = (phone: string): string => `${normalizePhone(phone).replace(/^\+/, '')}${PHONE_IDENTITY_DOMAIN}`;

/** Whether an address is in the phone identities' pseudo-domain, which only a provider's phone check may claim. */
export const isPhoneIdentity = (email: string): boolean => email.toLowerCase().endsWith(PHONE_IDENTITY_DOMAIN);

/**
 * Why a person may not take this address, or undefined: guests' addresses are made from fingerprints,
 * and an account holding a phone identity would receive that phone's sign-in.
 */
export function reservedEmailProblem(email: string, guestEmailDomain: string): string | undefined {
  if (isGuestEmail(email, guestEmailDomain)) return 'This e-mail address cannot be used.';
  if (isPhoneIdentity(email)) return `This e-mail address cannot be used: addresses ending in ${PHONE_IDENTITY_DOMAIN} are kept for sign-in with a phone.`;
  return undefined;
}

const FORBIDDEN = new RegExp(FORBIDDEN_NAME_CHARACTERS.source, 'g');

/**
 * A provider's name as the account's name, one the name rules accept or empty: the rules forbid some
 * characters (O'Brien, J.R.), which a provider's names may hold; they become spaces, line breaks and
 * tabs too, runs of spaces one. Invisible characters (direction overrides, control characters) are
 * taken out. At most MAX_NAME_LENGTH characters are kept, never half of one. A name that shows nothing
 * is empty (the member can complete the profile later).
 */
export function providerName(name: string): string {
  const cleaned = withoutInvisibleCharacters(lineBreaksAsSpaces(name)).replace(FORBIDDEN, ' ').replace(/\s+/gu, ' ').trim();
  return hasVisibleText(cleaned) ? leadingText(cleaned, MAX_NAME_LENGTH).trim() : '';
}

/**
 * The e-mail a provider vouched for, as stored: lower case; null when absent, not an address, or in
 * one of the app's own pseudo-domains (guests', phone identities'), which name accounts a provider's
 * word must never reach.
 */
export function providerEmail(email: string | null, guestEmailDomain: string): string | null {
  const trimmed = email?.trim().toLowerCase() ?? '';
  if (!trimmed || !isValidEmail(trimmed) || trimmed.length > 254) return null;
  return reservedEmailProblem(trimmed, guestEmailDomain) === undefined ? trimmed : null;
}

/** The app's e-mail of a social registration must be the provider's (case and spaces aside). */
export const sameEmail = (sent: string, verified: string): boolean => sent.trim().toLowerCase() === verified;
