/**
 * The form and account rules, shared by the server and the app (pure, no imports).
 */

/** The longest e-mail address (RFC 5321's path limit) and the longest name the server stores. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

/**
 * Control characters (tabs and line breaks among them), the bidirectional embedding, override and
 * isolate controls, and half of a character (a lone surrogate, stored as a replacement mark): text
 * shown to others (a name beside a proposed question, the question itself) would break its line,
 * reverse the text around it or show as garbage.
 */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** Whether the text holds any of the invisible characters above. */
export const hasInvisibleCharacters = (text: string): boolean => INVISIBLE_CHARACTERS.test(text);
const EVERY_INVISIBLE_CHARACTER = new RegExp(INVISIBLE_CHARACTERS.source, 'gu');
/** The text with the invisible characters above taken out. */
export const withoutInvisibleCharacters = (text: string): string => text.replace(EVERY_INVISIBLE_CHARACTER, '');

/** A line break or tab, with the spaces around it. */
const LINE_BREAKS = /\s*[\t\n\v\f\r\u2028\u2029]\s*/gu;
/**
 * One-line text as typed in a box that allows several (a question) or pasted from a list or a
 * spreadsheet (a choice): each line break or tab becomes one space, as the text is shown on one line.
 */
export const lineBreaksAsSpaces = (text: string): string => text.replace(LINE_BREAKS, ' ');

/**
 * A character that shows on its own: not a space of any kind, a format mark (a zero-width space or
 * joiner, a direction mark), a combining mark (a variation selector, a lone accent: they only change
 * the letter before them) nor a filler that draws nothing (the Hangul fillers, the blank braille cell).
 */
const VISIBLE_CHARACTER = /[^\u1160\s\p{Z}\p{Cf}\p{M}\u115F\u2800\u3164\uFFA0]/u;
/** Whether the text shows anything: a name or a question of zero-width spaces reads as empty. */
export const hasVisibleText = (text: string): boolean => VISIBLE_CHARACTER.test(text);

/**
 * The characters that give an address header its list, display-name, comment and group syntax:
 * an address holding one could add recipients or name another mailbox (`a@b.co,c@d.co`, `<c@d.co>x@b.co`).
 */
const ADDRESS_SYNTAX_CHARACTERS = /[,;<>"()[\]\\:]/;
/**
 * Non-space text, @, non-space text, a dot, then at least 2 non-space characters; none of
 * , ; < > " ( ) [ ] \ : and no control characters.
 */
export const isValidEmail = (email: string): boolean =>
  /^\S+@\S+\.\S{2,}$/.test(email) && !ADDRESS_SYNTAX_CHARACTERS.test(email) && !hasInvisibleCharacters(email);

/** Characters as a person counts them (code points): `length` counts UTF-16 units, two for an emoji. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}

export const MIN_PASSWORD_LENGTH = 6;
/** The longest password accepted, in characters (code points, as the request schemas count). */
export const MAX_PASSWORD_LENGTH = 200;
/** At least `minLength` characters (code points, so three emoji are three characters). */
export const isValidPassword = (password: string, minLength = MIN_PASSWORD_LENGTH): boolean => characterCount(password) >= minLength;
/** Longer than any password accepted. */
export const isPasswordTooLong = (password: string): boolean => characterCount(password) > MAX_PASSWORD_LENGTH;

/** The repeat must be strictly equal. */
export const passwordsMatch = (password: string, repeat: string): boolean => password === repeat;

/** The characters a name may not hold (a name is not a pattern, an address or markup). */
export const FORBIDDEN_NAME_CHARACTERS = /[.+*?^$()[\]{}|\\!@#%&;:'"<>,/=_`~]/;
/** A name shows something, and contains none of . + * ? ^ $ ( ) [ ] { } | \ ! @ # % & ; : ' " < > , / = _ ` ~, nor control characters. */
export const isValidName = (name: string): boolean =>
  hasVisibleText(name) && !FORBIDDEN_NAME_CHARACTERS.test(name) && !hasInvisibleCharacters(name);

/** The longest phone number accepted as typed (formatting characters included), in characters. */
export const MAX_PHONE_LENGTH = 32;

const DEFAULT_PHONE_CHARACTERS = /^[0-9+\-(). ]+$/;
/**
 * With configured patterns it must match one of them; otherwise only digits, + - ( ) . and space. Either
 * way it holds a digit: "---" would be stored as an empty number that every such entry shares. Longer
 * than MAX_PHONE_LENGTH it is refused here too, so the member reads why rather than the request's refusal.
 */
export function isValidPhone(phone: string, patterns: readonly string[]): boolean {
  if (!/[0-9]/.test(phone) || characterCount(phone) > MAX_PHONE_LENGTH) return false;
  if (patterns.length === 0) return DEFAULT_PHONE_CHARACTERS.test(phone);
  return patterns.some((pattern) => new RegExp(pattern).test(phone));
}

/** Digits only, with a leading + kept: the form phones are stored and compared in. */
export const normalizePhone = (phone: string): string => (phone.trim().startsWith('+') ? '+' : '') + phone.replace(/\D/g, '');

/**
 * A phone in a profile: by the configured patterns, unless it is the number the member has already
 * (kept normalized, which a pattern with spaces or brackets would no longer match).
 */
export const isValidProfilePhone = (phone: string, patterns: readonly string[], kept: string | null | undefined): boolean =>
  (kept != null && kept !== '' && normalizePhone(phone) === kept) || isValidPhone(phone, patterns);

export const consentGiven = (agreeTerms: boolean, agreeProcessing: boolean): boolean => agreeTerms && agreeProcessing;

export interface ProfileFields {
  user_lastname?: string | null;
  user_surname?: string | null;
  user_birthdate?: string | null;
  user_sex?: string | null;
  city?: readonly unknown[] | null;
}

/** Complete only when last name, first name, birthdate and sex are present and city is not an empty list. */
export const isProfileComplete = (user: ProfileFields): boolean =>
  Boolean(user.user_lastname && user.user_surname && user.user_birthdate && user.user_sex && user.city && user.city.length > 0);

/** A guest's e-mail ends with the configured fingerprint domain marker. */
export const isGuestEmail = (email: string, guestEmailDomain: string): boolean => email.toLowerCase().endsWith(guestEmailDomain.toLowerCase());

/** An id in a path (`/publicCardPage/{id}`) as a positive 32-bit integer, or null. */
export function parseRecordId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}
