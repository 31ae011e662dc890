import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, type OlderDatabase } from '../factories/migrations';

let older: OlderDatabase;
const query = async <T>(text: string) => older.query<T>(text);

describe('migration 0011: an answer becomes its own credit and activity line', () => {
  beforeAll(async () => {
    older = await databaseBefore('0011_');
    // A member who answered before: the credit in the ledger, the line in the log, a bonus beside.
    await query(`insert into languages (id, ui_name, panel_directory_name, moment_locale, name) values (1, 'en', 'en', 'en', 'English')`);
    await query(`insert into choice_types (id, key) values (1, 'yes_no')`);
    const [question] = await query<{ id: number }>(`insert into questions (text, language_id, choice_type_id) values ('Old poll?', 1, 1) returning id`);
    await query(`insert into users (id, email, surname, lastname, language_id, status, points) values (501, 'old@example.com', 'Old', 'Member', 1, 'active', 15)`);
    await query(`insert into answers (id, user_id, question_id, choice_values) values ('00000000-0000-4000-8000-000000000001', 501, ${question!.id}, '{1}')`);
    await query(`insert into points_ledger (user_id, delta, reason, reference, idempotency_key) values
      (501, 10, 'answer', 'question:${question!.id}', 'answer:00000000-0000-4000-8000-000000000001'),
      (501, 5, 'bonus_profile', null, 'bonus:profile:501')`);
    await query(`insert into user_log (user_id, action_type, action_details, action_params) values
      (501, 'answer', 'Old poll?', '{"questionId": ${question!.id}, "points": 10}'), (501, 'bonus_profile', 'Profile completed', '{"points": 5}')`);
    await older.migrateRest();
  }, 60_000);
  afterAll(async () => {
    await older?.close();
  });

  it('moves the answer\'s credit onto the row and leaves the other ledger rows alone', async () => {
    expect(await query(`select points from answers where user_id = 501`)).toEqual([{ points: 10 }]);
    expect(await query(`select reason, delta from points_ledger where user_id = 501`)).toEqual([{ reason: 'bonus_profile', delta: 5 }]);
    // The balance is still the sum of the ledger: its rows and the answer's credit.
    const [sums] = await query<{ ledger: number; points: number }>(`select
      (select sum(delta) from points_ledger where user_id = 501) + (select sum(points) from answers where user_id = 501) as ledger,
      (select points from users where id = 501) as points`);
    expect(Number(sums!.ledger)).toBe(sums!.points);
  });

  it('drops the answer\'s log line (the answer itself is the line now) and keeps the others', async () => {
    expect(await query(`select action_type from user_log where user_id = 501`)).toEqual([{ action_type: 'bonus_profile' }]);
  });
});
