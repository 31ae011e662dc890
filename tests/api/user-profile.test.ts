import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cities, languages, users } from '../../server/db/schema/index';
import { buildTestApp, type TestApp } from '../helper';
import { badCredentials } from '../factories/credentials';
import { contractClient, failure } from '../factories/contract-client';
import type { ErrorCodeName } from '@contract/schemas/errors';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember, type TestMember } from '../factories/users';
import { withKazakhPhones } from '../factories/phone-patterns';

let t: TestApp;
let member: TestMember;
beforeEach(async () => {
  t = await buildTestApp();
  member = await createMember(t.app, { surname: 'Aigerim', lastname: 'Nurlanova' });
});
afterEach(() => t.close());

const { as } = contractClient(() => t.app);
const getUser = (who: TestMember, id: number | string = who.id, authorization: string | null = who.authorization) =>
  as(authorization).call('getUser', { params: { id: String(id) } });
/** Sent as raw JSON: many updates here are bodies the contract's types refuse. */
const updateUser = (who: TestMember, payload: unknown, id: number | string = who.id, authorization: string | null = who.authorization) =>
  as(authorization).call('updateUser', { params: { id: String(id) }, rawBody: JSON.stringify(payload) });
const hasAsl = (who: TestMember, id: number | string = who.id, authorization: string | null = who.authorization) =>
  as(authorization).call('hasAslCompleted', { params: { id: String(id) } });

const languageId = async (uiName: string) => (await t.app.container.reference.languageByUiName(uiName))!.id;
const anyCity = async () => (await t.app.container.db.select().from(cities).limit(1))[0]!;
const logOf = (id: number) => t.app.container.userLog.since(id, 1);

/** A birthdate `years` years before today (UTC). */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

describe('GET user/{id}', () => {
  it('answers the user fields, tickets and the whole record', async () => {
    const { status, body } = await getUser(member);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      user_id: member.id, user_surname: 'Aigerim', user_lastname: 'Nurlanova', user_email: member.email,
      user_birthdate: null, user_sex: null, user_points: 0, city: [], tickets: 0,
      language: { lang_id: 1, lang_panel_directory_name: 'en', lang_moment_locale: 'en-gb' },
      user: { user_id: member.id, is_guest: false, hasUserCompletedProfile: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash|fingerprint/i);
  });

  it('lets a guest read their own details, flagged is_guest', async () => {
    const guest = await createGuest(t.app, 'fingerprint-abc123');
    const { status, body } = await getUser(guest);
    expect(status).toBe(200);
    expect(body.user.is_guest).toBe(true);
    expect(body.user_email).toBe(`fingerprint-abc123${t.siteConfig.guestEmailDomain}`);
  });

  it('answers 403 for another member\'s id', async () => {
    const other = await createMember(t.app);
    expect(await getUser(member, other.id)).toMatchObject(failure(403, 'forbidden'));
  });

  it.each(['0', 'abc', '-1', '1.5', '99999999999', "1' OR '1'='1"])('answers 400 for the id %s', async (id) => {
    expect(await getUser(member, id)).toMatchObject(failure(400, 'badInput'));
  });

  it.each(badCredentials)('answers 401 for $name', async ({ authorization }) => {
    expect(await getUser(member, member.id, (await authorization(t.app, member)) ?? null)).toMatchObject(failure(401, 'unauthorized'));
  });
});

describe('GET user/{id}/hasAslCompleted', () => {
  it('is false until birthdate, sex and city are set, then true', async () => {
    expect((await hasAsl(member)).body).toEqual({ completed: false, hasUserCompletedProfile: false });
    const city = await anyCity();
    await updateUser(member, { user_id: member.id, user_birthdate: yearsAgo(30), user_sex: 'F' });
    expect((await hasAsl(member)).body).toEqual({ completed: false, hasUserCompletedProfile: false });
    await updateUser(member, { user_id: member.id, city_id: city.id });
    expect((await hasAsl(member)).body).toEqual({ completed: true, hasUserCompletedProfile: true });
  });

  it('separates age/sex/location from the full profile (names missing)', async () => {
    const city = await anyCity();
    const nameless = await createMember(t.app, { surname: '', lastname: '', birthdate: '1990-05-05', sex: 'M', cityId: city.id });
    expect((await hasAsl(nameless)).body).toEqual({ completed: true, hasUserCompletedProfile: false });
  });

  it('answers guests about themselves', async () => {
    const guest = await createGuest(t.app);
    expect(await hasAsl(guest)).toMatchObject({ status: 200, body: { completed: false } });
  });

  it('answers 403 for another member\'s id', async () => {
    const other = await createMember(t.app);
    expect(await hasAsl(member, other.id)).toMatchObject(failure(403, 'forbidden'));
  });

  it.each(badCredentials)('answers 401 for $name', async ({ authorization }) => {
    expect(await hasAsl(member, member.id, (await authorization(t.app, member)) ?? null)).toMatchObject(failure(401, 'unauthorized'));
  });
});

describe('POST user/{id}: profile update', () => {
  it('updates the fields present, answers the new details and logs the change', async () => {
    const city = await anyCity();
    // Two months past the birthday, so no birthday bonus changes the balance between the calls.
    const birthdate = yearsAgo(25, 60);
    const { status, body } = await updateUser(member, {
      user_id: member.id, user_surname: ' Dana ', user_birthdate: birthdate, user_sex: 'F', user_phone: '+7 (701) 234-56-78',
      user_address: ' Abay 1 ', city_id: city.id, user_agrees_contact: true,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      user_id: member.id, user_surname: 'Dana', user_lastname: 'Nurlanova', user_birthdate: birthdate, user_sex: 'F',
      city: [{ id: city.id, name: city.name, countyId: city.countyId }],
      user: { user_phone: '+77012345678', user_address: 'Abay 1', user_agrees_contact: true, hasUserCompletedProfile: true },
    });
    expect((await getUser(member)).body).toEqual(body);
    const log = await logOf(member.id);
    expect(log.map((entry: { actionType: string }) => entry.actionType).sort()).toEqual(['bonus_profile', 'profile_update']);
    expect(log.find((entry: { actionType: string }) => entry.actionType === 'profile_update')).toMatchObject({ actionParams: { fields: expect.arrayContaining(['surname', 'birthdate', 'sex', 'phone', 'address', 'cityId', 'agreesContact']) } });
    expect(body.user_points).toBe(t.siteConfig.points.profileCompletionBonus);
  });

  it('takes back the user object GET user/{id} answered, with a field changed, ignoring what it cannot change', async () => {
    const fetched = (await getUser(member)).body;
    const record = { ...fetched.user, user_surname: 'Aliya', user_email: 'other@example.com', user_points: 10_000, level: 7 };
    const { status, body } = await updateUser(member, record);
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_surname: 'Aliya', user_email: fetched.user_email, user_points: fetched.user_points, user: { level: fetched.user.level } });
    const whole = await updateUser(member, { ...body, user_lastname: 'Serikova' });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ user_surname: 'Aliya', user_lastname: 'Serikova', user_email: fetched.user_email, user_points: fetched.user_points });
  });

  it('leaves absent fields alone and clears fields sent as null', async () => {
    await t.app.container.users.update(member.id, { phone: '+77010000000', address: 'Somewhere', sex: 'M' });
    const { status, body } = await updateUser(member, { user_id: member.id, user_phone: null });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ user_phone: null, user_address: 'Somewhere', user_sex: 'M', user_surname: 'Aigerim' });
  });

  it('clears a phone and a birthdate sent empty, as a cleared form field sends them', async () => {
    await t.app.container.users.update(member.id, { phone: '+77010000000', birthdate: '1990-05-05' });
    const { status, body } = await updateUser(member, { user_id: member.id, user_phone: '', user_birthdate: '' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user_birthdate: null });
    expect(body.user).toMatchObject({ user_phone: null });
  });

  it('writes no log row when nothing really changes', async () => {
    const { status } = await updateUser(member, { user_id: member.id, user_surname: 'Aigerim', user_agrees_contact: false });
    expect(status).toBe(200);
    expect(await logOf(member.id)).toEqual([]);
  });

  it('accepts the age bounds 18 and 120, and refuses 17: members register as over 18', async () => {
    expect((await updateUser(member, { user_id: member.id, user_birthdate: yearsAgo(18) })).status).toBe(200);
    expect(await updateUser(member, { user_id: member.id, user_birthdate: yearsAgo(17) })).toMatchObject({ status: 400, body: { message: 'You must be at least 18 years old.' } });
    expect((await updateUser(member, { user_id: member.id, user_birthdate: yearsAgo(120) })).status).toBe(200);
  });

  it('says what a birthdate must be, every form of it', async () => {
    const response = await updateUser(member, { user_id: member.id, user_birthdate: 'hello' });
    expect(response).toMatchObject(failure(400, 'badInput'));
    expect(response.body.message).toBe('Invalid user_birthdate: must be one of YYYY-MM-DD, "", null.');
  });

  it('lets a member keep their own phone number', async () => {
    await t.app.container.users.update(member.id, { phone: '+77012345678' });
    expect((await updateUser(member, { user_id: member.id, user_phone: '+7 701 234 56 78' })).status).toBe(200);
  });

  it('takes back the phone it answered, kept without the spacing the configured pattern asks for', async () => {
    await t.app.close();
    t = await buildTestApp({ siteConfig: { phonePatterns: ['^\\+7 \\(7\\d{2}\\) \\d{3}-\\d{2}-\\d{2}$'] } });
    member = await createMember(t.app);
    const saved = await updateUser(member, { user_id: member.id, user_phone: '+7 (777) 123-45-67' });
    expect(saved.status).toBe(200);
    const kept = saved.body.user.user_phone;
    expect(kept).toBe('+77771234567');
    const again = await updateUser(member, { user_id: member.id, user_surname: 'Renamed', user_phone: kept });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ user_surname: 'Renamed', user: { user_phone: '+77771234567' } });
    // Any other number unspaced is still off the pattern.
    expect(await updateUser(member, { user_id: member.id, user_phone: '+77771234568' })).toMatchObject(failure(400, 'invalidPhone'));
  });

  describe('rejections change nothing', () => {
    let before: Record<string, unknown[]>;
    beforeEach(async () => {
      await createMember(t.app, { email: 'taken@example.com', phone: '+77019998877' });
      before = await snapshotTables(t.app);
    });
    afterEach(async () => {
      expect(await snapshotTables(t.app)).toEqual(before);
    });

    const rejections: [string, (m: TestMember) => unknown, number, ErrorCodeName][] = [
      ['a missing user_id', () => ({ user_surname: 'X' }), 400, 'badInput'],
      ['a field the user object does not have', (m) => ({ user_id: m.id, user_password: 'new-password' }), 400, 'badInput'],
      ['a read-only field beside one the user object does not have', (m) => ({ user_id: m.id, user_points: 1000000, points: 1000000 }), 400, 'badInput'],
      ['a string user_id', (m) => ({ user_id: String(m.id) }), 400, 'badInput'],
      ['a numeric name', (m) => ({ user_id: m.id, user_surname: 42 }), 400, 'badInput'],
      ['a boolean as string', (m) => ({ user_id: m.id, user_agrees_contact: 'true' }), 400, 'badInput'],
      ['an oversized name', (m) => ({ user_id: m.id, user_surname: 'a'.repeat(101) }), 400, 'badInput'],
      ['an oversized address', (m) => ({ user_id: m.id, user_address: 'a'.repeat(301) }), 400, 'badInput'],
      ['an empty name', (m) => ({ user_id: m.id, user_lastname: '   ' }), 400, 'invalidName'],
      ['names of marks and fillers that draw nothing', (m) => ({ user_id: m.id, user_surname: '\u034F', user_lastname: '\u3164\uFE0F' }), 400, 'invalidName'],
      ['a name with forbidden characters', (m) => ({ user_id: m.id, user_surname: 'Robert\'); DROP TABLE users;--' }), 400, 'invalidName'],
      ['a name that reverses the text after it', (m) => ({ user_id: m.id, user_lastname: 'Ann\u202Ea' }), 400, 'invalidName'],
      ['a name with markup', (m) => ({ user_id: m.id, user_lastname: '<script>alert(1)</script>' }), 400, 'invalidName'],
      ['an impossible birthdate', (m) => ({ user_id: m.id, user_birthdate: '1990-02-30' }), 400, 'badInput'],
      ['a badly formed birthdate', (m) => ({ user_id: m.id, user_birthdate: '01.02.1990' }), 400, 'badInput'],
      ['a future birthdate', (m) => ({ user_id: m.id, user_birthdate: yearsAgo(0, 1) }), 400, 'badInput'],
      ['an age under 18', (m) => ({ user_id: m.id, user_birthdate: yearsAgo(18, 1) }), 400, 'badInput'],
      ['an age over 120', (m) => ({ user_id: m.id, user_birthdate: yearsAgo(121) }), 400, 'badInput'],
      ['an unknown sex', (m) => ({ user_id: m.id, user_sex: 'X' }), 400, 'badInput'],
      ['an address that reverses the text after it', (m) => ({ user_id: m.id, user_address: 'a\u202Eb' }), 400, 'badInput'],
      ['an address with a control character', (m) => ({ user_id: m.id, user_address: 'Main street\t1' }), 400, 'badInput'],
      ['a phone with a character that is not allowed', (m) => ({ user_id: m.id, user_phone: '555x' }), 400, 'invalidPhone'],
      ['a phone with an injection', (m) => ({ user_id: m.id, user_phone: "' OR 1=1 --" }), 400, 'invalidPhone'],
      ['a phone of allowed characters but no digit', (m) => ({ user_id: m.id, user_phone: '(-.-)' }), 400, 'invalidPhone'],
      ['an oversized phone', (m) => ({ user_id: m.id, user_phone: '7'.repeat(33) }), 400, 'badInput'],
      ['another member\'s phone', (m) => ({ user_id: m.id, user_surname: 'Changed', user_phone: '+7 701 999 88 77' }), 409, 'phoneTaken'],
      ['an unknown city', (m) => ({ user_id: m.id, city_id: 999999 }), 400, 'unknownCity'],
      ['a city id as string', (m) => ({ user_id: m.id, city_id: '1' }), 400, 'badInput'],
      ['an unknown language', (m) => ({ user_id: m.id, user_language_id: 999 }), 400, 'unknownLanguage'],
      ['a mismatched body user_id', (m) => ({ user_id: m.id + 1, user_surname: 'X' }), 400, 'badInput'],
      ['an array body', (m) => [{ user_id: m.id }], 400, 'badInput'],
    ];
    it.each(rejections)('%s', async (_name, payload, status, code) => {
      expect(await updateUser(member, payload(member))).toMatchObject(failure(status, code));
    });

    it('a language that the configuration does not allow', async () => {
      await t.app.close();
      t = await buildTestApp({ siteConfig: { allowedLanguages: ['en', 'ru'] } });
      member = await createMember(t.app);
      before = await snapshotTables(t.app);
      const response = await updateUser(member, { user_id: member.id, user_language_id: await languageId('kk') });
      expect(response).toMatchObject(failure(400, 'unknownLanguage'));
      expect(response.body.message).toBe('Error updating user panel language!');
    });

    it('a phone off the configured patterns', async () => {
      await t.app.close();
      t = await buildTestApp({ siteConfig: withKazakhPhones });
      member = await createMember(t.app);
      before = await snapshotTables(t.app);
      const response = await updateUser(member, { user_id: member.id, user_phone: '12345' });
      expect(response).toMatchObject(failure(400, 'invalidPhone'));
    });

    it('a body that is not JSON', async () => {
      const response = await as(member).call('updateUser', { params: { id: String(member.id) }, rawBody: '{"user_id":' });
      expect(response).toMatchObject(failure(400, 'badInput'));
    });

    it('an oversized body', async () => {
      const response = await updateUser(member, { user_id: member.id, user_address: 'a'.repeat(70 * 1024) });
      expect(response).toMatchObject(failure(413, 'payloadTooLarge'));
    });

    it('another member\'s id in the path (403)', async () => {
      const other = await createMember(t.app);
      before = await snapshotTables(t.app);
      const response = await updateUser(member, { user_id: other.id, user_surname: 'Hacked' }, other.id);
      expect(response).toMatchObject(failure(403, 'forbidden'));
    });

    it('a guest (403, code 108)', async () => {
      const guest = await createGuest(t.app);
      before = await snapshotTables(t.app);
      const response = await updateUser(guest, { user_id: guest.id, user_surname: 'Guest' });
      expect(response).toMatchObject(failure(403, 'guestNotAllowed'));
    });

    it.each(badCredentials)('$name (401)', async ({ authorization }) => {
      const header = (await authorization(t.app, member)) ?? null;
      before = await snapshotTables(t.app);
      const response = await updateUser(member, { user_id: member.id, user_surname: 'Changed' }, member.id, header);
      expect(response).toMatchObject(failure(401, 'unauthorized'));
    });
  });
});

describe('POST user/{id}: language update', () => {
  it('changes the panel language, logs it and answers the new details', async () => {
    const ru = await languageId('ru');
    const { status, body } = await updateUser(member, { user_id: member.id, user_language_id: ru, user_agrees_contact: true });
    expect(status).toBe(200);
    expect(body.language).toEqual({ lang_id: ru, lang_panel_directory_name: 'ru', lang_moment_locale: 'ru' });
    const log = await logOf(member.id);
    expect(log.map((entry) => entry.actionType).sort()).toEqual(['language_change', 'profile_update']);
    expect(log.find((entry) => entry.actionType === 'language_change')?.actionParams).toEqual({ from: 'en', to: 'ru' });
  });

  it('answers 409 with the configured code when the language is already selected, and changes nothing', async () => {
    const consented = await createMember(t.app, { email: 'consented@example.com', termsAcceptedAt: new Date(), agreesContact: true });
    const before = await snapshotTables(t.app);
    const { status, body } = await updateUser(consented, { user_id: consented.id, user_language_id: 1, user_agrees_contact: true });
    expect(status).toBe(409);
    expect(body).toEqual({ code: t.siteConfig.languageAlreadySelectedCode, error: 'Conflict', message: 'User panel language is already the selected one!' });
    expect(await snapshotTables(t.app)).toEqual(before);
  });

  it('saves the other fields sent beside the language already selected', async () => {
    const { status, body } = await updateUser(member, { user_id: member.id, user_language_id: 1, user_surname: 'Other' });
    expect(status).toBe(200);
    expect(body.user_surname).toBe('Other');
  });

  it("records the consent modal's agreement sent with the language already selected", async () => {
    const unconsented = await createMember(t.app, { email: 'no-consent@example.com', termsAcceptedAt: null });
    const { status } = await updateUser(unconsented, { user_id: unconsented.id, user_language_id: 1, user_agrees_contact: true });
    expect(status).toBe(200);
    const [row] = await t.app.container.db.select({ termsAcceptedAt: users.termsAcceptedAt }).from(users).where(eq(users.id, unconsented.id));
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('takes the code from the site configuration', async () => {
    await t.app.close();
    t = await buildTestApp({ siteConfig: { languageAlreadySelectedCode: 44 } });
    member = await createMember(t.app);
    const { status, body } = await updateUser(member, { user_id: member.id, user_language_id: 1 });
    expect(status).toBe(409);
    expect(body.code).toBe(44);
  });

  it('stores the language: a later GET shows it', async () => {
    const kk = await languageId('kk');
    await updateUser(member, { user_id: member.id, user_language_id: kk });
    const [row] = await t.app.container.db.select({ id: languages.id }).from(languages).where(eq(languages.uiName, 'kk'));
    expect((await getUser(member)).body.language.lang_id).toBe(row!.id);
  });
});
