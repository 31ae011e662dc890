import { characterCount, isValidName, MAX_NAME_LENGTH } from '@contract/rules/validation';
import { describe, expect, it } from 'vitest';
import { isPhoneIdentity, phoneIdentity, providerEmail, providerName, reservedEmailProblem, sameEmail } from './social-rules';

const GUEST_DOMAIN = '@fingerprint.panelist';

describe('social sign-in rules', () => {
  it('makes the Aitu identity from the phone digits and the pseudo-domain', () => {
    expect(phoneIdentity('+7 (701) 234-56-78')).toBe('77012345678@phone.panelist.local');
    expect(phoneIdentity('77012345678')).toBe('77012345678@phone.panelist.local');
  });

  it('tells a phone identity by its pseudo-domain, whatever the case', () => {
    expect(isPhoneIdentity(phoneIdentity('+77012345678'))).toBe(true);
    expect(isPhoneIdentity('Someone@PHONE.Panelist.Local')).toBe(true);
    expect(isPhoneIdentity('someone@panelist.local')).toBe(false);
    expect(isPhoneIdentity('phone.panelist.local@example.com')).toBe(false);
  });

  it('keeps a provider name but the forbidden characters', () => {
    expect(providerName("Seán O'Brien")).toBe('Seán O Brien');
    expect(providerName('  J.R.  ')).toBe('J R');
    expect(providerName('<script>')).toBe('script');
    expect(providerName('x'.repeat(150))).toHaveLength(100);
    expect(providerName('')).toBe('');
  });

  it('gives a name the name rules accept, or none', () => {
    // A direction override would reverse the text beside the name; a line break would break its line.
    expect(providerName('Ann\u202Ecute')).toBe('Anncute');
    expect(providerName('Ann\nLee\tKim\u0000')).toBe('Ann Lee Kim');
    expect(providerName('\u200B\u200B')).toBe('');
    // 99 letters and an emoji at the limit: the emoji is kept whole or left out, never halved.
    expect(providerName(`${'x'.repeat(99)}😀y`)).toBe(`${'x'.repeat(99)}😀`);
    expect(providerName(`${'x'.repeat(100)}😀`)).toBe('x'.repeat(100));
    expect(providerName(`${'x'.repeat(99)}e\u0301z`)).toBe('x'.repeat(99));
    for (const raw of ['Ann\u202Ecute', 'Ann\nLee', `${'x'.repeat(99)}😀😀`, "D'Arcy\u2066", '\uD83D Ann', 'Ann \uDE00']) {
      const name = providerName(raw);
      expect(isValidName(name), JSON.stringify(name)).toBe(true);
      expect(characterCount(name)).toBeLessThanOrEqual(MAX_NAME_LENGTH);
    }
  });

  it('takes a provider e-mail only when it is an address', () => {
    expect(providerEmail(' Ann@Example.COM ', GUEST_DOMAIN)).toBe('ann@example.com');
    expect(providerEmail(null, GUEST_DOMAIN)).toBeNull();
    expect(providerEmail('', GUEST_DOMAIN)).toBeNull();
    expect(providerEmail('not-an-address', GUEST_DOMAIN)).toBeNull();
    expect(providerEmail(`${'a'.repeat(250)}@example.com`, GUEST_DOMAIN)).toBeNull();
  });

  it("refuses a provider e-mail in the app's own pseudo-domains: a phone identity's or a guest's account is never a provider's", () => {
    expect(providerEmail('77012345678@phone.panelist.local', GUEST_DOMAIN)).toBeNull();
    expect(providerEmail('77012345678@PHONE.panelist.local', GUEST_DOMAIN)).toBeNull();
    expect(providerEmail('abcdef12@fingerprint.panelist', GUEST_DOMAIN)).toBeNull();
    expect(providerEmail('ann@fingerprint.panelist.example.com', GUEST_DOMAIN)).toBe('ann@fingerprint.panelist.example.com');
  });

  it('compares the sent e-mail with the verified one without case or spaces', () => {
    expect(sameEmail(' ANN@example.com', 'ann@example.com')).toBe(true);
    expect(sameEmail('eve@example.com', 'ann@example.com')).toBe(false);
  });
});

describe('reservedEmailProblem', () => {
  it('refuses the app\'s own pseudo-domains, in any case, and nothing else', () => {
    expect(reservedEmailProblem('abc123@fingerprint.panelist', GUEST_DOMAIN)).toBe('This e-mail address cannot be used.');
    expect(reservedEmailProblem('ABC@Fingerprint.Panelist', GUEST_DOMAIN)).toBe('This e-mail address cannot be used.');
    expect(reservedEmailProblem('77011234567@phone.panelist.local', GUEST_DOMAIN)).toMatch(/kept for sign-in with a phone/);
    expect(reservedEmailProblem('dana@mail.kz', GUEST_DOMAIN)).toBeUndefined();
  });
});
