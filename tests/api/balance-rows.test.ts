import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resultRows } from '../../server/db/client';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

/** The heap page each of the members of this test is on. */
async function pagesOfMembers(): Promise<Map<number, number>> {
  const rows = resultRows<{ id: number; page: number }>(await t.database.db.execute(
    sql`select id, (ctid::text::point)[0]::int as page from users where email like 'page-%@example.com' order by id`,
  ));
  return new Map(rows.map((row) => [Number(row.id), Number(row.page)]));
}

describe("members' balance rows", () => {
  it('keep room on their pages: a credit writes the new balance beside the old one, not on another page', async () => {
    // Many members written at once fill their pages as a registration wave or an import does.
    await t.database.db.execute(sql`
      insert into users (email, surname, lastname, birthdate, sex, language_id, status)
      select 'page-' || g || '@example.com', 'Page', 'Member', date '1980-01-01', 'F', 1, 'active' from generate_series(1, 400) as g`);
    const before = await pagesOfMembers();
    expect(new Set(before.values()).size).toBeGreaterThan(3);
    // A burst's credits land on members spread over the table: a few on each page.
    const credited = [...before.keys()].filter((_, index) => index % 20 === 0);
    await t.database.db.execute(sql`update users set points = points + 10 where id = any(${`{${credited.join(',')}}`}::int[])`);
    const after = await pagesOfMembers();
    expect(credited.map((id) => after.get(id))).toEqual(credited.map((id) => before.get(id)));
  });
});
