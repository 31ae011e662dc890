import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseContentFile } from '../../server/core/services/content-import-service';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient, failure } from '../factories/contract-client';
import { snapshotTables } from '../factories/snapshot';
import { createMember } from '../factories/users';
import { runPanel } from '../factories/cli';
import { ErrorCode } from '@contract/schemas/errors';

let t: TestApp;
/** A folder of picture files for the test, as an operator has them. */
let folder: string;
beforeEach(async () => {
  t = await buildTestApp();
  folder = mkdtempSync(join(tmpdir(), 'panel-prize-picture-'));
});
afterEach(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

const panel = (...argv: string[]) => runPanel(t.app, ...argv);
const { as } = contractClient(() => t.app);
const catalogue = async () => (await as(null).call('getPrizes', {})).body.map((prize: { id: number; stock: number }) => [prize.id, prize.stock]);

/** Two prizes, as the import makes them (its own command is tested with the content import). */
async function importPrizes(): Promise<void> {
  await t.app.container.contentImport.importContent(parseContentFile({
    prizes: [
      { name: 'Mug', points: 300, stock: 40, picture: '/prizes/mug.svg', translations: { ru: { name: 'Кружка' }, kk: { name: 'Саптыаяқ' } } },
      { name: 'Cinema voucher', points: 500, stock: 0 },
    ],
  }), tmpdir());
}

describe('npm run panel -- prizes …', () => {
  it('lists the prizes with their state, price, stock and other languages', async () => {
    expect((await panel('prizes', 'list')).out).toBe('No prizes. Make them with import FILE.json (README, "Content import").');
    await importPrizes();
    const { code, out } = await panel('prizes', 'list');
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      '     id  state      points     stock  name (other languages)',
      '      1  on sale        300        40  Mug (kk, ru)',
      '      2  on sale        500         0  Cinema voucher',
    ]);
  });

  it('sets a prize\'s stock, which the catalogue shows and members can then buy', async () => {
    await importPrizes();
    const { code, out } = await panel('prizes', 'stock', '--id', '2', '--stock', '7');
    expect([code, out]).toEqual([0, 'Prize 2 (Cinema voucher): 7 in stock (was 0).']);
    expect(await catalogue()).toEqual([[1, 40], [2, 7]]);
    expect((await panel('prizes', 'stock', '--id', '1', '--stock', '0')).code).toBe(0);
    expect(await catalogue()).toEqual([[1, 0], [2, 7]]);
  });

  it('sets a prize\'s price: the catalogue shows it, a buyer at the old price is told it changed, at the new one buys', async () => {
    await importPrizes();
    const { code, out } = await panel('prizes', 'price', '--id', '1', '--points', '450');
    expect([code, out]).toEqual([0, 'Prize 1 (Mug): costs 450 points (was 300).']);
    const prices = (await as(null).call('getPrizes', {})).body.map((prize: { id: number; pointsCost: number }) => [prize.id, prize.pointsCost]);
    expect(prices).toEqual([[1, 450], [2, 500]]);
    const member = await createMember(t.app, { points: 1000 });
    const buyAt = (points: string) => as(member).call('convertPoints', { params: { id: String(member.id) }, query: { points, index: '1', option: 'prize' } });
    expect(await buyAt('300')).toMatchObject({ status: 409, body: { code: ErrorCode.conflict, message: 'The price has changed. Please reload the prices.' } });
    expect((await buyAt('450')).status).toBe(200);
    expect((await as(member).call('getUser', { params: { id: String(member.id) } })).body).toMatchObject({ user_points: 550 });
  });

  it('renames a prize, or names it in one language; the catalogue shows it and lines already bought keep their name', async () => {
    await importPrizes();
    const member = await createMember(t.app, { points: 1000 });
    expect((await as(member).call('convertPoints', { params: { id: String(member.id) }, query: { points: '300', index: '1', option: 'prize' } })).status).toBe(200);
    const named = async (language: string) => (await as(null).call('getPrizes', { query: { langUiName: language } })).body.map((prize: { name: string; description: string }) => [prize.name, prize.description]);

    expect(await panel('prizes', 'rename', '--id', '1', '--name', ' Panelist mug ', '--description', 'A big mug.')).toMatchObject({ code: 0, out: 'Prize 1 is now named "Panelist mug" (was "Mug"), with a new description.' });
    expect((await panel('prizes', 'rename', '--id', '2', '--name', 'Cinema ticket')).out).toBe('Prize 2 is now named "Cinema ticket" (was "Cinema voucher").');
    expect(await named('en')).toEqual([['Panelist mug', 'A big mug.'], ['Cinema ticket', '']]);

    expect((await panel('prizes', 'rename', '--id', '1', '--name', 'Большая кружка', '--language', 'ru')).out).toBe('Prize 1 (Panelist mug) in ru: "Большая кружка" (was "Кружка").');
    expect((await panel('prizes', 'rename', '--id', '2', '--name', 'Билет в кино', '--description', 'Один билет.', '--language', 'ru')).out).toBe('Prize 2 (Cinema ticket) in ru: "Билет в кино" (new in this language), with a new description.');
    expect(await named('ru')).toEqual([['Большая кружка', ''], ['Билет в кино', 'Один билет.']]);
    expect(await named('kk')).toEqual([['Саптыаяқ', ''], ['Cinema ticket', '']]);

    // The default language's name is the prize's own: renaming in it renames the prize, for every member reading it.
    expect((await panel('prizes', 'rename', '--id', '2', '--name', 'Movie ticket', '--language', 'en')).out).toBe('Prize 2 is now named "Movie ticket" (was "Cinema ticket").');
    expect(await named('en')).toEqual([['Panelist mug', 'A big mug.'], ['Movie ticket', '']]);
    expect((await t.app.container.rewards.prize(2))!.translations).toEqual({ ru: { name: 'Билет в кино', description: 'Один билет.' } });
    // One an older import left in the default language hid the renames: a rename in it takes it away.
    await t.app.container.rewards.updatePrize(1, { translations: { en: { name: 'Stale mug', description: '' }, ru: { name: 'Большая кружка', description: '' } } });
    expect((await panel('prizes', 'rename', '--id', '1', '--name', 'Travel mug')).code).toBe(0);
    expect(await named('en')).toEqual([['Travel mug', 'A big mug.'], ['Movie ticket', '']]);
    expect((await t.app.container.rewards.prize(1))!.translations).toEqual({ ru: { name: 'Большая кружка', description: '' } });

    // My activity names what was bought as it was named then.
    const log = (await as(member).call('getUserLog', { params: { days: '7' } })).body;
    expect(JSON.stringify(log)).toContain('Кружка');
    expect(JSON.stringify(log)).not.toContain('Большая кружка');
  });

  it('gives a prize a new picture: a file stored with it (at a new address), a picture the site serves, or none', async () => {
    await importPrizes();
    const svg = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${colour}"/></svg>`;
    writeFileSync(join(folder, 'blue.svg'), svg('blue'));
    writeFileSync(join(folder, 'red.svg'), svg('red'));
    const pictureOf = async (id: number) => (await as(null).call('getPrizes', {})).body.find((prize: { id: number }) => prize.id === id)?.imageUrl ?? null;
    const served = async (address: string) => (await t.app.inject({ method: 'GET', url: address })).body;

    expect(await panel('prizes', 'picture', '--id', '1', '--file', join(folder, 'blue.svg'))).toMatchObject({ code: 0, out: 'Prize 1 (Mug) shows blue.svg (320 x 200), stored with the prize.' });
    const blue = (await pictureOf(1))!;
    expect(blue).toMatch(/^\/rest\/prizes\/1\/picture\?v=[0-9a-f]{12}$/);
    expect(await served(blue)).toBe(svg('blue'));
    expect((await panel('prizes', 'picture', '--id', '1', '--file', join(folder, 'red.svg'))).code).toBe(0);
    const red = (await pictureOf(1))!;
    expect(red).not.toBe(blue);
    expect(await served(red)).toBe(svg('red'));

    expect((await panel('prizes', 'picture', '--id', '1', '--path', '/prizes/cinema.svg')).out).toBe('Prize 1 (Mug) shows /prizes/cinema.svg, a picture the site serves.');
    expect(await pictureOf(1)).toBe('/prizes/cinema.svg');
    expect(await as(null).call('getPrizePicture', { params: { id: '1' } })).toMatchObject(failure(404, 'notFound'));
    expect((await panel('prizes', 'picture', '--id', '1', '--none')).out).toBe('Prize 1 (Mug) has no picture now.');
    expect(await pictureOf(1)).toBeNull();
  });

  it('retires a prize (gone from the catalogue, refused to buyers) and restores it', async () => {
    await importPrizes();
    const { code, out } = await panel('prizes', 'retire', '--id', '1');
    expect([code, out]).toEqual([0, 'Prize 1 (Mug) is retired: members no longer see it or can buy it; their activity keeps it.']);
    expect(await catalogue()).toEqual([[2, 0]]);
    expect((await panel('prizes', 'list')).out).toContain('      1  retired        300        40  Mug (kk, ru)');
    const member = await createMember(t.app, { points: 1000 });
    const buy = () => as(member).call('convertPoints', { params: { id: String(member.id) }, query: { points: '300', index: '1', option: 'prize' } });
    expect(await buy()).toMatchObject(failure(404, 'notFound'));
    expect((await panel('prizes', 'retire', '--id', '1')).out).toBe('Prize 1 (Mug) is retired already: nothing changed.');

    expect((await panel('prizes', 'restore', '--id', '1')).out).toBe('Prize 1 (Mug) is on sale again, with 40 in stock.');
    expect(await catalogue()).toEqual([[1, 40], [2, 0]]);
    expect((await buy()).status).toBe(200);
    expect((await panel('prizes', 'restore', '--id', '1')).out).toBe('Prize 1 (Mug) is on sale already: nothing changed.');
  });

  it('refuses an unknown prize and bad arguments, changing nothing', async () => {
    await importPrizes();
    const before = await snapshotTables(t.app, ['prizes']);
    expect(await panel('prizes', 'stock', '--id', '99', '--stock', '5')).toMatchObject({ code: 1, err: expect.stringContaining('No prize 99: nothing changed.') });
    expect(await panel('prizes', 'price', '--id', '99', '--points', '5')).toMatchObject({ code: 1, err: expect.stringContaining('No prize 99: nothing changed.') });
    expect(await panel('prizes', 'rename', '--id', '99', '--name', 'Mug')).toMatchObject({ code: 1, err: expect.stringContaining('No prize 99: nothing changed.') });
    expect(await panel('prizes', 'rename', '--id', '1', '--name', 'Mug', '--language', 'xx')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown language "xx": nothing changed.') });
    writeFileSync(join(folder, 'notes.txt'), 'not a picture');
    writeFileSync(join(folder, 'cut.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const refusedFiles: [string, string][] = [
      [join(folder, 'missing.svg'), '--file: image missing.svg not found: nothing changed.'],
      [join(folder, 'notes.txt'), '--file: image notes.txt is neither an .svg nor a .png file: nothing changed.'],
      [join(folder, 'cut.png'), '--file: the width and height of cut.png cannot be read: it is not a whole PNG file: nothing changed.'],
    ];
    for (const [file, message] of refusedFiles) expect(await panel('prizes', 'picture', '--id', '1', '--file', file)).toMatchObject({ code: 1, err: expect.stringContaining(message) });
    expect(await panel('prizes', 'picture', '--id', '99', '--none')).toMatchObject({ code: 1, err: expect.stringContaining('No prize 99: nothing changed.') });
    expect(await panel('prizes', 'retire', '--id', '99')).toMatchObject({ code: 1, err: expect.stringContaining('No prize 99: nothing changed.') });
    const usage: string[][] = [
      ['prizes', 'stock', '--id', '1'],
      ['prizes', 'stock', '--id', '1', '--stock', '-1'],
      ['prizes', 'stock', '--id', '1', '--stock', 'many'],
      ['prizes', 'stock', '--id', '1', '--stock', '10000001'],
      ['prizes', 'stock', '--id', '1', '--id', '2', '--stock', '3'],
      ['prizes', 'stock', '--stock', '3'],
      ['prizes', 'price', '--id', '1'],
      ['prizes', 'price', '--id', '1', '--points', '0'],
      ['prizes', 'price', '--id', '1', '--points', '10000001'],
      ['prizes', 'price', '--id', '1', '--stock', '5'],
      ['prizes', 'rename', '--id', '1'],
      ['prizes', 'rename', '--id', '1', '--name', '   '],
      ['prizes', 'rename', '--id', '1', '--name', 'x'.repeat(201)],
      ['prizes', 'rename', '--id', '1', '--name', 'Mug', '--description', 'x'.repeat(2001)],
      ['prizes', 'rename', '--id', '1', '--name', 'Mug', '--language', 'Russian'],
      ['prizes', 'picture', '--id', '1'],
      ['prizes', 'picture', '--id', '1', '--none', '--path', '/prizes/mug.svg'],
      ['prizes', 'picture', '--id', '1', '--path', 'https://example.com/mug.svg'],
      ['prizes', 'picture', '--id', '1', '--path', '//example.com/mug.svg'],
      ['prizes', 'picture', '--id', '1', '--path', '/prizes/../secret.svg'],
      ['prizes', 'picture', '--id', '1', '--path', '/prizes/mug.gif'],
      ['prizes', 'retire'],
      ['prizes', 'retire', '--id', 'x'],
      ['prizes', 'restore', '--id', '0'],
      ['prizes', 'list', '--all'],
    ];
    for (const argv of usage) {
      const result = await panel(...argv);
      expect([result.code, result.opened], argv.join(' ')).toEqual([2, false]);
    }
    expect((await panel('prizes', 'stock', '--id', '1', '--stock', 'many')).err).toContain('--stock must be a whole number from 0 to 10000000, got "many".');
    expect((await panel('prizes', 'price', '--id', '1', '--points', '0')).err).toContain('--points must be a whole number from 1 to 10000000, got "0".');
    expect(await snapshotTables(t.app, ['prizes'])).toEqual(before);
  });
});
