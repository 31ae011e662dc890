import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRewardsRepository } from '../../server/core/repositories/rewards-repository';
import { prizeImageUrl } from '../../server/core/services/conversion-rules';
import { systemClock } from '../../server/lib/clock';
import { databaseBefore, type OlderDatabase } from '../factories/migrations';

let older: OlderDatabase;
let addressBefore: string;

describe('migration 0017: a prize picture\'s digest is stored beside it, not worked out on each catalogue read', () => {
  beforeAll(async () => {
    older = await databaseBefore('0017_');
    await older.query(`insert into prizes (id, name, points_cost, stock, image, image_type) values (1, 'Mug', 300, 5, decode('3c7376673e6d75673c2f7376673e', 'hex'), 'image/svg+xml')`);
    await older.query(`insert into prizes (id, name, points_cost, stock, image_url) values (2, 'Cap', 200, 5, '/prizes/cap.svg')`);
    // The address the catalogue gave before: the digest as the catalogue's query worked it out.
    const [row] = await older.query<{ version: string }>(`select left(md5(image), 12) as version from prizes where id = 1`);
    addressBefore = `/rest/prizes/1/picture?v=${row!.version}`;
    await older.migrateRest();
  }, 60_000);
  afterAll(async () => {
    await older?.close();
  });

  it('keeps every picture\'s address as it was, so a picture already cached stays valid', async () => {
    const catalogue = await createRewardsRepository(older.database.db, systemClock).prizes();
    expect(catalogue.map((prize) => [prize.name, prizeImageUrl(prize)])).toEqual([['Cap', '/prizes/cap.svg'], ['Mug', addressBefore]]);
  });

  it('gives a new address when the picture changes, and none when it is taken away', async () => {
    const rewards = createRewardsRepository(older.database.db, systemClock);
    await rewards.updatePrize(1, { image: Buffer.from('<svg>new mug</svg>') });
    const [changed] = await older.query<{ version: string; expected: string }>(`select image_version as version, left(md5(image), 12) as expected from prizes where id = 1`);
    expect(changed!.version).toBe(changed!.expected);
    expect((await rewards.prizes()).find((prize) => prize.id === 1)!.imageVersion).toBe(changed!.expected);
    expect(`/rest/prizes/1/picture?v=${changed!.version}`).not.toBe(addressBefore);
    await rewards.updatePrize(1, { image: null, imageType: null });
    expect(await older.query(`select image_version from prizes where id = 1`)).toEqual([{ image_version: null }]);
  });
});
