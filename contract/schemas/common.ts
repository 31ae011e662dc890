import { Type, type TString } from 'typebox';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from '../rules/validation';

declare const numberText: unique symbol;
/** Digits on the wire that the server hands its handlers as a number (see NumberText). */
export type TNumberText = TString & { readonly [numberText]: true };

/** The mark NumberText leaves: not enumerable, so no validator or document sees it, and kept by Type.Optional's copy. */
const NUMBER_TEXT_MARK = '~numberText';

/**
 * A path or query part that is a number: validated as text against its pattern (never coerced, so
 * "07", "1e3" or " 7" stay bad input with the same message); once valid, the server's route layer
 * turns it into its number.
 */
export function NumberText(options: { pattern: string; description?: string }): TNumberText {
  return Object.defineProperty(Type.String(options), NUMBER_TEXT_MARK, { value: true, enumerable: false }) as TNumberText;
}

export const isNumberText = (schema: unknown): boolean => typeof schema === 'object' && schema !== null && NUMBER_TEXT_MARK in schema;

/** 1 to 2147483647 (a database integer): a larger id is bad input, not a database error. */
export const IdParam = NumberText({
  pattern: '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$',
  description: 'a positive integer id, at most 2147483647',
});
export const IdParams = Type.Object({ id: IdParam }, { additionalProperties: false });
export const NoBody = Type.Null();
/** A yes/no query flag: `true`/`false`, or `1`/`0` as many clients write them (`flagOn` reads it). */
export const Flag = Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]);
/** Whether a query flag is set. */
export const flagOn = (flag: string | undefined): boolean => flag === 'true' || flag === '1';
export const DateOnly = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
/** Any text up to the longest address: the form's rule (empty included) answers with its own message. */
export const Email = Type.String({ maxLength: MAX_EMAIL_LENGTH });
/** A password as sent: its length rule (the site's minimum) answers with its own message, even for an empty one. */
export const Password = Type.String({ maxLength: MAX_PASSWORD_LENGTH });
export const PersonName = Type.String({ maxLength: MAX_NAME_LENGTH });
/** A browser fingerprint that names a guest (their e-mail is made from it): long enough not to be guessed. */
export const Fingerprint = Type.String({ pattern: '^[A-Za-z0-9_-]{8,128}$', description: '8 to 128 letters, digits, - or _' });
/**
 * A browser fingerprint a sign-in or an activation only records: whatever the browser computed.
 * Empty when it computed none: the sign-in goes on and records nothing.
 */
export const RecordedFingerprint = Type.String({ pattern: '^[A-Za-z0-9._~+/=:-]{0,256}$', description: 'up to 256 letters, digits or . _ ~ + / = : - (empty: none)' });
export const Phone = Type.String({ minLength: 1, maxLength: MAX_PHONE_LENGTH });
export const Ok = Type.Object({ ok: Type.Literal(true) });

/**
 * A value or null, as one JSON Schema type list rather than a union: the response serializer checks
 * a type list with typeof, a union with a schema validator per field (on the hot responses).
 */
export const NullableString = (options: { description?: string } = {}) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
export const NullableInteger = (options: { description?: string } = {}) => Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });
/** One of a few strings, as an enum of a string type (no union for the serializer to test). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
