import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type OlderDatabase } from '../factories/migrations';

let older: OlderDatabase;
const paramsOf = async (id: number) => (await older.query<{ action_params: Record<string, unknown> }>(`select action_params from user_log where id = ${id}`))[0]!.action_params;

describe('migration 0018: a prize bought before keeps its translated names with its activity line', () => {
  beforeAll(async () => {
    older = await databaseBefore('0018_');
    await older.query(`insert into languages (id, ui_name, panel_directory_name, moment_locale, name) values (1, 'en', 'en', 'en', 'English')`);
    await older.query(`insert into users (id, email, surname, lastname, language_id, status, points) values (501, 'old@example.com', 'Old', 'Member', 1, 'active', 0)`);
    await older.query(`insert into prizes (id, name, points_cost, stock, translations) values
      (1, 'Mug', 300, 5, '{"ru": {"name": "Кружка", "description": ""}, "kk": {"name": " ", "description": "Саптыаяқ."}}'),
      (2, 'Cap', 200, 5, '{}'), (3, 'Pen', 100, 5, '["not", "a", "map"]')`);
    await older.query(`insert into user_log (id, user_id, action_type, action_details, action_params) values
      (1, 501, 'convert_prize', 'Mug', '{"points": -300, "prizeId": 1}'),
      (2, 501, 'convert_prize', 'Cap', '{"points": -200, "prizeId": 2}'),
      (3, 501, 'convert_prize', 'Gone', '{"points": -100, "prizeId": 99}'),
      (4, 501, 'convert_prize', 'Mug', '{"points": -300, "prizeId": 1, "names": {"ru": "Кружечка"}}'),
      (5, 501, 'convert_prize', 'Odd', '{"points": -300, "prizeId": "1"}'),
      (6, 501, 'convert_tickets', '2 tickets', '{"points": -100, "prizeId": 1}'),
      (7, 501, 'convert_prize', 'Odd', '{"points": -300, "prizeId": 1.5}'),
      (8, 501, 'convert_prize', 'Odd', '{"points": -300, "prizeId": 99999999999}'),
      (9, 501, 'convert_prize', 'Pen', '{"points": -100, "prizeId": 3}')`);
    await older.migrateRest();
  }, 60_000);
  afterAll(async () => {
    await older?.close();
  });

  it('gives an earlier line its prize\'s translated names, blank ones left out', async () => {
    expect(await paramsOf(1)).toEqual({ points: -300, prizeId: 1, names: { ru: 'Кружка' } });
    expect(await paramsOf(2)).toEqual({ points: -200, prizeId: 2, names: {} });
    expect(await paramsOf(9)).toEqual({ points: -100, prizeId: 3, names: {} });
  });

  it('leaves alone a line that has its names, one whose prize is gone or unreadable, and other kinds of line', async () => {
    expect(await paramsOf(3)).toEqual({ points: -100, prizeId: 99 });
    expect(await paramsOf(4)).toEqual({ points: -300, prizeId: 1, names: { ru: 'Кружечка' } });
    expect(await paramsOf(5)).toEqual({ points: -300, prizeId: '1' });
    expect(await paramsOf(6)).toEqual({ points: -100, prizeId: 1 });
    expect(await paramsOf(7)).toEqual({ points: -300, prizeId: 1.5 });
    expect(await paramsOf(8)).toEqual({ points: -300, prizeId: 99999999999 });
  });
});
