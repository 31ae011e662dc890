import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prizes, questions, quests } from '../../server/db/schema/index';
import siteDefaults from '../../server/config/site-config.json';
import { demoContentFile } from '../../server/db/seed';
import { snapshotTables } from '../factories/snapshot';
import { createGuest, createMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { runPanel } from '../factories/cli';

let t: TestApp;
let dir: string;
beforeEach(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(join(tmpdir(), 'panelist-import-'));
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const panel = (...argv: string[]) => runPanel(t.app, ...argv);

function contentFile(content: unknown, name = 'content.json'): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const contentTables = ['questions', 'choices', 'quests', 'prizes'];

describe('npm run panel -- import FILE.json', () => {
  it('imports the documented example: polls with images, and a quest of every type with its screening rule', async () => {
    const { code, out } = await panel('import', demoContentFile);
    expect(code).toBe(0);
    expect(out).toMatch(/Imported 3 polls and 7 surveys with \d+ questions, and 4 prizes from /);
    const types = (await t.database.db.select({ type: quests.type }).from(quests)).map((q) => q.type);
    expect(new Set(types)).toEqual(new Set(['short', 'profile', 'test', 'standard', 'forecast']));

    const member = await createMember(t.app);
    const { as } = contractClient(() => t.app);
    const active = await as(member).call('getActiveQuests', { params: { id: String(member.id) } });
    expect(active.body.map((q: { quest_title: string }) => q.quest_title)).toContain('Online shopping habits');
    const image = await t.app.container.questions.card(1);
    expect(image).toMatchObject({ type: 'image', haveMedia: true });
    const picture = await as(null).call('getChoiceImage', { params: { id: String(image!.choices[0]!.id) } });
    expect(picture.headers['content-type']).toBe('image/svg+xml');
  });

  it('imports prizes with their translations; the example\'s are named and described in every language the panel ships', async () => {
    const { code, out } = await panel('import', contentFile({
      prizes: [
        { name: 'Mug', description: 'A mug.', points: 300, stock: 40, picture: '/prizes/mug.svg', translations: { ru: { name: 'Кружка', description: 'Кружка.' }, kk: { name: 'Саптыаяқ' } } },
        { name: 'Voucher', points: 500, stock: 0 },
      ],
    }));
    expect([code, out]).toEqual([0, `Imported 0 polls and 0 surveys with 0 questions, and 2 prizes from ${join(dir, 'content.json')}.`]);
    expect(await t.database.db.select().from(prizes).orderBy(prizes.id)).toEqual([
      { id: 1, name: 'Mug', description: 'A mug.', pointsCost: 300, stock: 40, imageUrl: '/prizes/mug.svg', active: true, translations: { ru: { name: 'Кружка', description: 'Кружка.' }, kk: { name: 'Саптыаяқ', description: '' } }, image: null, imageType: null, imageVersion: null },
      { id: 2, name: 'Voucher', description: '', pointsCost: 500, stock: 0, imageUrl: null, active: true, translations: {}, image: null, imageType: null, imageVersion: null },
    ]);
    const { as } = contractClient(() => t.app);
    const inKazakh = await as(await createMember(t.app)).call('getPrizes', { query: { langUiName: 'kk' } });
    expect(inKazakh.body.map((prize: { name: string }) => prize.name)).toEqual(['Саптыаяқ', 'Voucher']);

    const example = JSON.parse(readFileSync(demoContentFile, 'utf8')) as { prizes: { name: string; translations: Record<string, { name: string; description?: string }> }[] };
    const others = siteDefaults.allowedLanguages.filter((language) => language !== siteDefaults.defaultLanguage);
    expect(others.length).toBeGreaterThan(0);
    for (const prize of example.prizes) {
      for (const language of others) {
        expect(prize.translations[language]?.name.trim(), `${prize.name} in ${language}`).toBeTruthy();
        expect(prize.translations[language]?.description?.trim(), `${prize.name} in ${language}`).toBeTruthy();
      }
    }
  });

  it('stores a prize\'s picture given as a file beside the content file, served at the prize\'s own address', async () => {
    mkdirSync(join(dir, 'images'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200"/></svg>';
    writeFileSync(join(dir, 'images', 'mug.svg'), svg);
    const file = contentFile({ prizes: [{ name: 'Mug', points: 300, stock: 4, picture: 'images/mug.svg' }, { name: 'Voucher', points: 500, stock: 1, picture: '/prizes/cinema.svg' }] });
    expect((await panel('import', file)).code).toBe(0);
    const { as } = contractClient(() => t.app);
    const catalogue = await as(null).call('getPrizes', {});
    // The address carries the picture's version (the start of its MD5), so a new picture is a new address to every cache.
    const version = createHash('md5').update(svg).digest('hex').slice(0, 12);
    expect(catalogue.body.map((prize: { imageUrl: string | null }) => prize.imageUrl)).toEqual([`/rest/prizes/1/picture?v=${version}`, '/prizes/cinema.svg']);
    const picture = await as(null).call('getPrizePicture', { params: { id: '1' }, query: { v: version } });
    expect([picture.status, picture.headers['content-type'], picture.headers['cache-control'], picture.rawPayload.toString()]).toEqual([200, 'image/svg+xml', 'public, max-age=86400', svg]);
    expect(await as(null).call('getPrizePicture', { params: { id: '2' } })).toMatchObject(failure(404, 'notFound'));
    expect(await as(null).call('getPrizePicture', { params: { id: '99' } })).toMatchObject(failure(404, 'notFound'));
    expect(await as(null).call('getPrizePicture', { params: { id: 'x' } })).toMatchObject(failure(400, 'badInput'));
    expect(await as(null).call('getPrizePicture', { params: { id: '1' }, rawQuery: 'v=<script>' })).toMatchObject(failure(400, 'badInput'));
  });

  it('opens a survey marked public to guests in its live-survey embed; the others stay for members', async () => {
    expect((await panel('import', demoContentFile)).code).toBe(0);
    const questId = async (title: string) => (await t.database.db.select({ id: quests.id }).from(quests).where(eq(quests.title, title)))[0]!.id;
    const guest = await createGuest(t.app);
    const { as } = contractClient(() => t.app);
    const live = (id: number) => as(guest).call('getNextQuestion', { params: { id: String(id) }, query: { isLiveSurvey: 'true' } });
    const coffee = await live(await questId('Two minutes on coffee'));
    expect(coffee.status).toBe(200);
    expect(coffee.body).toMatchObject({ text: expect.any(String) });
    const saved = await as(guest).call('saveWidgetAnswer', { params: { id: String(coffee.body.id) }, body: { answerId: randomUUID(), questionId: coffee.body.id, choiceValues: [coffee.body.choices[0]!.value] } });
    expect(saved.status).toBe(200);
    expect(await live(await questId('Online shopping habits'))).toMatchObject(failure(403, 'guestNotAllowed'));
  });

  it('reads a file saved with a byte order mark, and a relative path from the folder the operator typed it in', async () => {
    const poll = { language: 'en', text: 'Tea?', type: 'single', choices: [{ label: 'Tea' }, { label: 'Coffee' }] };
    contentFile(`\uFEFF${JSON.stringify({ polls: [poll] })}`, 'bom.json');
    const initCwd = process.env.INIT_CWD;
    process.env.INIT_CWD = dir;
    try {
      const { code, out, err } = await panel('import', 'bom.json');
      expect([code, err]).toEqual([0, '']);
      expect(out).toContain('Imported 1 polls and 0 surveys with 0 questions from bom.json.');
    } finally {
      if (initCwd === undefined) delete process.env.INIT_CWD;
      else process.env.INIT_CWD = initCwd;
    }
  });

  it('takes SVGs sized by a viewBox with negative origins or commas, or by width and height in px', async () => {
    mkdirSync(join(dir, 'images'));
    const svgs = {
      'negative.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-10 -10 120 80"><rect width="5" height="5"/></svg>',
      'commas.svg': "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0,0,64,48'/>",
      'pixels.svg': '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="32px" height="24.4px"/>',
    };
    for (const [name, text] of Object.entries(svgs)) writeFileSync(join(dir, 'images', name), text);
    const choices = Object.keys(svgs).map((name) => ({ label: name, image: `images/${name}` }));
    const { code, err } = await panel('import', contentFile({ polls: [{ language: 'en', text: 'Which?', type: 'image', choices }] }));
    expect([code, err]).toEqual([0, '']);
    const card = await t.app.container.questions.card(1);
    expect(card!.choices.map((choice) => choice.haveMedia)).toEqual([true, true, true]);
  });

  it('refuses a bad file with a message naming the place, and stores nothing of it', async () => {
    mkdirSync(join(dir, 'images'));
    // Text named .png (24 bytes and more, so a size could be read where no signature is asked for); a real PNG's header cut short.
    writeFileSync(join(dir, 'images', 'fake.png'), "x'); DROP TABLE questions; -- and some more text");
    writeFileSync(join(dir, 'images', 'cut.png'), Buffer.from('89504e470d0a1a0a0000000d494844520000001000000010080600000000', 'hex'));
    writeFileSync(join(dir, 'images', 'sizeless.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    writeFileSync(join(dir, 'images', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const before = await snapshotTables(t.app, contentTables);
    const question = { text: 'Q?', type: 'single', choices: [{ label: 'A' }, { label: 'B' }] };
    const quest = { type: 'standard', language: 'en', title: 'T', points: 10, questions: [question] };
    const cases: [unknown, RegExp][] = [
      ['{ not json', /could not be read as JSON/],
      [{ quests: [{ ...quest, type: 'weekly' }] }, /quests\.0\.type/],
      [{ quests: [{ ...quest, points: -1 }] }, /quests\.0\.points/],
      [{ quests: [{ ...quest, extra: true }] }, /quests\.0/],
      [{ quests: [{ ...quest, language: 'xx' }] }, /quests\.0: unknown language "xx"/],
      [{ quests: [quest, { ...quest, questions: [{ ...question, type: 'nonsense' }] }] }, /quests\.1\.questions\.0\.type: unknown choice type "nonsense"/],
      [{ polls: [{ language: 'en', ...question, choices: undefined }] }, /polls\.0\.choices: "single" has no default choices in this language: give at least 2 choices/],
      [{ polls: [{ language: 'en', ...question, type: 'image', choices: [{ label: 'A', image: 'images/a.svg' }, { label: 'B' }] }] }, /polls\.0\.choices\.1: every choice of an image question needs an "image"/],
      [{ polls: [{ language: 'en', ...question, screening: true }] }, /polls\.0: a poll cannot screen members out/],
      [{ quests: [{ ...quest, questions: [{ ...question, choices: [{ label: 'A', disqualifies: true }, { label: 'B' }] }] }] }, /only a screening question/],
      [{ polls: [{ language: 'en', ...question, choices: [{ label: 'A', image: '../../etc/passwd.svg' }, { label: 'B' }] }] }, /inside the content file's folder/],
      [{ polls: [{ language: 'en', ...question, choices: [{ label: 'A', image: 'images/missing.svg' }, { label: 'B' }] }] }, /images\/missing\.svg not found/],
      [{ polls: [{ language: 'en', ...question, choices: [{ label: 'A', image: 'images/fake.png' }, { label: 'B' }] }] }, /polls\.0\.choices\.0: the width and height of images\/fake\.png cannot be read: it is not a whole PNG file/],
      [{ polls: [{ language: 'en', ...question, choices: [{ label: 'A', image: 'images/cut.png' }, { label: 'B' }] }] }, /images\/cut\.png cannot be read: it is not a whole PNG file/],
      [{ polls: [{ language: 'en', ...question, choices: [{ label: 'A', image: 'images/sizeless.svg' }, { label: 'B' }] }] }, /images\/sizeless\.svg cannot be read: it is not a whole SVG file/],
      [{ polls: [{ language: 'en', ...question, text: "x'); DROP TABLE questions; --", choices: [{ label: 'A' }] }] }, /polls\.0\.choices/],
      [{ polls: [{ language: 'en', ...question, dateStart: '2026-06-01T00:00:00Z', dateEnd: '2026-05-01T00:00:00Z' }] }, /polls\.0: dateEnd 2026-05-01T00:00:00Z is not after dateStart 2026-06-01T00:00:00Z/],
      [{ quests: [{ ...quest, dateEnd: '2020-01-01T00:00:00Z' }] }, /quests\.0: dateEnd 2020-01-01T00:00:00Z is not after now/],
      [{ polls: [{ language: 'en', ...question, text: 'A NUL \u0000 here?' }] }, /Invalid content file at polls\.0\.text: it contains a NUL character/],
      [{ quests: [{ ...quest, questions: [{ ...question, choices: [{ label: 'A\ud800' }, { label: 'B' }] }] }] }, /at quests\.0\.questions\.0\.choices\.0\.label: it contains a NUL character or half of a character/],
      [{ prizes: [{ name: 'Mug', points: 0, stock: 1 }] }, /prizes\.0\.points/],
      [{ prizes: [{ name: 'Mug', points: 10, stock: -1 }] }, /prizes\.0\.stock/],
      [{ prizes: [{ name: '', points: 10, stock: 1 }] }, /prizes\.0\.name/],
      [{ prizes: [{ name: 'Mug', points: 10, stock: 1, picture: 'https://elsewhere.example/mug.png' }] }, /prizes\.0\.picture/],
      [{ prizes: [{ name: 'Mug', points: 10, stock: 1, picture: '//elsewhere.example/mug.png' }] }, /prizes\.0\.picture/],
      [{ prizes: [{ name: 'Mug', points: 10, stock: 1, picture: '/prizes/../mug.svg' }] }, /prizes\.0\.picture/],
      [{ prizes: [{ name: 'Mug', points: 10, stock: 1, translations: { ru: { description: 'Без имени' } } }] }, /prizes\.0\.translations\.ru/],
      [{ polls: [{ language: 'en', ...question }], prizes: [{ name: 'Mug', points: 10, stock: 1, translations: { xx: { name: 'Mug' } } }] }, /prizes\.0\.translations: unknown language "xx"/],
      [{ prizes: [{ name: 'Mug', points: 10, stock: 1, translations: { en: { name: 'Big mug' } } }] }, /prizes\.0\.translations: "en" is the panel's default language/],
      [{ polls: [{ language: 'en', ...question }], prizes: [{ name: 'Mug', points: 10, stock: 1, picture: 'images/missing.svg' }] }, /prizes\.0\.picture: image images\/missing\.svg not found/],
      [{ prizes: [{ name: 'Mug', points: 10, stock: 1, picture: '../../etc/passwd.svg' }] }, /prizes\.0\.picture: the image must be inside the content file's folder/],
      [{ prizes: [{ name: 'Mug', points: 10, stock: 1, picture: 'images/sizeless.svg' }] }, /prizes\.0\.picture: the width and height of images\/sizeless\.svg cannot be read/],
    ];
    for (const [content, message] of cases) {
      const { code, err } = await panel('import', contentFile(content));
      expect(code, JSON.stringify(content)).toBe(1);
      expect(err).toMatch(message);
      expect(err).not.toMatch(/Failed query|insert into|params/i);
    }
    expect(await snapshotTables(t.app, contentTables)).toEqual(before);
    expect((await panel('import')).code).toBe(2);
    expect((await panel('import', 'a.json', 'b.json')).code).toBe(2);
    expect((await panel('import', join(dir, 'nope.json'))).code).toBe(1);
    expect(await t.database.db.select().from(questions)).toEqual([]);
  });
});
