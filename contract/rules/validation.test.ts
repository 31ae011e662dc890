import { describe, expect, it } from 'vitest';
import {
  characterCount, consentGiven, hasInvisibleCharacters, isGuestEmail, isPasswordTooLong, isProfileComplete, isValidEmail, isValidName, isValidPassword, isValidPhone, isValidProfilePhone, MAX_PASSWORD_LENGTH, MAX_PHONE_LENGTH,
  normalizePhone, parseRecordId, passwordsMatch,
} from './validation';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last@mail.example.kz', 'x+y@d.museum'])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'plain', 'a@b', 'a@b.c', 'a b@c.de', '@b.co', 'a@.co x'])('rejects "%s"', (email) => expect(isValidEmail(email)).toBe(false));
  it.each(['first.o\'neil+panel@mail.sub.example.co.uk', 'айгерим@почта.қаз', 'user@xn--80ak6aa92e.com', 'a_b-c@d-e.kz'])(
    'accepts the ordinary address %s', (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    ['a second recipient after a comma', 'first@example.com,second@example.org'],
    ['a second recipient after a semicolon', 'first@example.com;second@example.org'],
    ['another mailbox in angle brackets', '<victim@example.net>x@y.com'],
    ['a tag', '<script>@x.com'],
    ['a quoted display name', '"Boss"x@y.com'],
    ['a comment', 'x(victim@example.net)@y.com'],
    ['a group', 'g:x@y.com'],
    ['a tab', 'x\t@y.com'],
    ['a line break', 'x@y.com\nBcc:z@y.com'],
    ['a non-breaking space', 'x\u00a0y@z.com'],
    ['a control character', 'x\u0001@y.com'],
    ['a C1 control character', 'x\u0085@y.com'],
    ['a bidirectional override', 'x\u202e@y.com'],
  ])('rejects %s', (_name, email) => expect(isValidEmail(email)).toBe(false));
});

describe('hasInvisibleCharacters', () => {
  it.each(['a\u0000b', 'tab\there', 'line\nbreak', '\u007f', '\u202Eevil', 'x\u2066y', '\ud800'])('finds one in %j', (text) =>
    expect(hasInvisibleCharacters(text)).toBe(true));
  it.each(['plain text', 'Жұлдыз 😀', 'a\u200db'])('finds none in %j', (text) => expect(hasInvisibleCharacters(text)).toBe(false));
});

describe('passwords', () => {
  it('needs at least 6 characters', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
  });
  it('counts characters, not UTF-16 units: an emoji is one character', () => {
    expect(isValidPassword('😀😀😀')).toBe(false);
    expect(isValidPassword('😀😀😀😀😀')).toBe(false);
    expect(isValidPassword('😀😀😀😀😀😀')).toBe(true);
    expect(isValidPassword('𝒜bcde')).toBe(false);
    expect(isValidPassword('😀😀😀', 3)).toBe(true);
  });
  it('accepts at most the longest password in characters', () => {
    expect(isPasswordTooLong('😀'.repeat(MAX_PASSWORD_LENGTH))).toBe(false);
    expect(isPasswordTooLong('a'.repeat(MAX_PASSWORD_LENGTH + 1))).toBe(true);
  });
  it('needs a strictly equal repeat', () => {
    expect(passwordsMatch('secret1', 'secret1')).toBe(true);
    expect(passwordsMatch('secret1', 'Secret1')).toBe(false);
    expect(passwordsMatch('secret1', 'secret1 ')).toBe(false);
  });
});

describe('characterCount', () => {
  it('counts code points', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('Ωж')).toBe(2);
    expect(characterCount('😀😀😀')).toBe(3);
    expect(characterCount('a\uD800b')).toBe(3);
  });
});

describe('isValidName', () => {
  it.each(['Aigerim', 'Jean-Luc', 'Анна Мария', "O Brien"])('accepts %s', (name) => expect(isValidName(name)).toBe(true));
  it.each([...'.+*?^$()[]{}|\\!@#%&;:\'"<>,/=_`~'].map((c) => `Ann${c}a`))('rejects %s', (name) => expect(isValidName(name)).toBe(false));
  it('rejects an empty name', () => expect(isValidName('  ')).toBe(false));
  it.each(['\u200B', '\u200B\u200B', ' \u200F ', '\u00A0\u2060', '\u200D'])('rejects a name that shows nothing: %j', (name) => expect(isValidName(name)).toBe(false));
  it.each(['\u034F', '\uFE0F', '\u0301', '\u3164', '\u2800', '\u115F\u1160', '\uFFA0', ' \u180B\uFE0F '])('rejects a name of marks or fillers that draw nothing: %j', (name) => expect(isValidName(name)).toBe(false));
  it.each(['Ann\u200F', 'Mohammad\u200CReza'])('accepts a name with a format mark beside its letters: %j', (name) => expect(isValidName(name)).toBe(true));
  it.each(['A\u0001B', 'Ann\u001b[31m', 'Ann\ta', 'Ann\na', 'Ann\u007fa', 'Ann\u0085a', 'Ann\u202Ea', 'Ann\u2067a'])('rejects a control character in %j', (name) => expect(isValidName(name)).toBe(false));
  it('accepts letters of every script, with their marks', () => expect(isValidName('Zoë Nguyễn Đức عائشة')).toBe(true));
  it.each(['\ud800', 'Ann\udc00a', 'Ann\ud83d'])('rejects half a character (a lone surrogate) in %j', (name) => expect(isValidName(name)).toBe(false));
  it('accepts a character outside the basic plane, whole', () => expect(isValidName('Ann \u{1F600}')).toBe(true));
});

describe('isValidProfilePhone', () => {
  const patterns = ['^\\+7 \\(7\\d{2}\\) \\d{3}-\\d{2}-\\d{2}$'];
  it('takes the number the member has, kept normalized, though the patterns no longer match it', () => {
    expect(isValidProfilePhone('+77771234567', patterns, '+77771234567')).toBe(true);
    expect(isValidProfilePhone('+7 (777) 123-45-67', patterns, '+77771234567')).toBe(true);
  });
  it('judges any other number by the patterns', () => {
    expect(isValidProfilePhone('+77771234568', patterns, '+77771234567')).toBe(false);
    expect(isValidProfilePhone('+77771234567', patterns, null)).toBe(false);
    expect(isValidProfilePhone('+77771234567', patterns, '')).toBe(false);
    expect(isValidProfilePhone('+7 (777) 123-45-68', patterns, '+77771234567')).toBe(true);
  });
});

describe('isValidPhone', () => {
  it('allows digits, plus, hyphen, parentheses, dot and space without patterns', () => {
    expect(isValidPhone('+7 (701) 123-45.67', [])).toBe(true);
    expect(isValidPhone('+7 701 abc', [])).toBe(false);
    expect(isValidPhone('', [])).toBe(false);
    for (const digitless of ['---', '(.)', '..', '+', ' ']) expect(isValidPhone(digitless, [])).toBe(false);
    expect(isValidPhone('---', ['^[-]+$'])).toBe(false);
  });
  it('must match one configured pattern when there are patterns', () => {
    const patterns = ['^\\+7\\d{10}$', '^8\\d{10}$'];
    expect(isValidPhone('+77011234567', patterns)).toBe(true);
    expect(isValidPhone('87011234567', patterns)).toBe(true);
    expect(isValidPhone('+7 701 123 45 67', patterns)).toBe(false);
  });
  it('refuses a number longer than the requests take, with or without patterns', () => {
    expect(isValidPhone('7'.repeat(MAX_PHONE_LENGTH), [])).toBe(true);
    expect(isValidPhone('7'.repeat(MAX_PHONE_LENGTH + 1), [])).toBe(false);
    expect(isValidPhone('7'.repeat(40), ['^\\d+$'])).toBe(false);
  });
  it('normalizes to digits with a leading plus', () => {
    expect(normalizePhone(' +7 (701) 123-45-67')).toBe('+77011234567');
    expect(normalizePhone('8 701 123 45 67')).toBe('87011234567');
  });
});

describe('consent and profile', () => {
  it('needs both agreements', () => {
    expect(consentGiven(true, true)).toBe(true);
    expect(consentGiven(true, false)).toBe(false);
    expect(consentGiven(false, true)).toBe(false);
  });
  const complete = { user_lastname: 'Abay', user_surname: 'Dana', user_birthdate: '1990-02-03', user_sex: 'F', city: [{ id: 1 }] };
  it('is complete with names, birthdate, sex and a city', () => expect(isProfileComplete(complete)).toBe(true));
  it.each(['user_lastname', 'user_surname', 'user_birthdate', 'user_sex'] as const)('is incomplete without %s', (field) =>
    expect(isProfileComplete({ ...complete, [field]: null })).toBe(false));
  it('is incomplete with an empty city list', () => expect(isProfileComplete({ ...complete, city: [] })).toBe(false));
  it('recognizes a guest e-mail by its marker', () => {
    expect(isGuestEmail('abc123@fingerprint.panelist', '@fingerprint.panelist')).toBe(true);
    expect(isGuestEmail('abc@mail.kz', '@fingerprint.panelist')).toBe(false);
  });
});

describe('parseRecordId', () => {
  it('reads a positive 32-bit integer', () => {
    expect(parseRecordId('1')).toBe(1);
    expect(parseRecordId('2147483647')).toBe(2147483647);
  });

  it.each([undefined, '', '0', '01', '-1', '1.5', '1e3', ' 7', '2147483648', '99999999999', 'abc'])('refuses %j', (value) => {
    expect(parseRecordId(value)).toBeNull();
  });
});
