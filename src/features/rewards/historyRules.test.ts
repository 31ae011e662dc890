import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import kk from '../../../public/specific/locales/kk/panelist.json';
import ru from '../../../public/specific/locales/ru/panelist.json';
import type { UserLogEntry } from '@contract/schemas/entities';
import { describeEntry, filterRows, historyRows, historyTiles, logDateToIso, type Translate } from './historyRules';

const entry = (actionType: string, actionDetails: string, actionParams: Record<string, unknown> = {}, date = '2026-05-02 10:00:00'): UserLogEntry =>
  ({ actionType, actionDetails, actionParams, actionDate: { date } });
/** Echoes the key and its values, so the tests see which text was asked for. */
const t: Translate = (key, values) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;

describe('describeEntry', () => {
  it('reads an answer as its question and a survey or prize in a sentence around its title', () => {
    expect(describeEntry(entry('answer', 'Tea or coffee?', { points: 10 }), t)).toBe('Tea or coffee?');
    expect(describeEntry(entry('survey_completed', 'Shopping'), t)).toBe('rewards.history.actions.survey_completed {"details":"Shopping"}');
    expect(describeEntry(entry('convert_prize', 'Mug'), t)).toBe('rewards.history.actions.convert_prize {"details":"Mug"}');
    // A prize names itself in the member's language where its line kept that name, else as bought.
    const mug = entry('convert_prize', 'Mug', { points: -300, prizeId: 2, names: { ru: 'Кружка', kk: ' ' } });
    expect(describeEntry(mug, t, 'ru')).toBe('rewards.history.actions.convert_prize {"details":"Кружка"}');
    expect(describeEntry(mug, t, 'kk')).toBe('rewards.history.actions.convert_prize {"details":"Mug"}');
    expect(describeEntry(entry('convert_prize', 'Mug', { names: 'not a map' }), t, 'ru')).toBe('rewards.history.actions.convert_prize {"details":"Mug"}');
    expect(historyRows([mug], [], t, 'ru')[0]?.description).toBe('rewards.history.actions.convert_prize {"details":"Кружка"}');
  });

  it('reads an operator\'s grant as a sentence around its reason, with the points credited', () => {
    const grant = entry('points_granted', 'Compensation for the broken survey', { points: 250 });
    expect(describeEntry(grant, t)).toBe('rewards.history.actions.points_granted {"details":"Compensation for the broken survey"}');
    expect(historyRows([grant], [], t)[0]).toMatchObject({ points: 250 });
    expect(historyTiles([grant]).pointsAccumulated).toBe(250);
  });

  const grant = entry('points_granted', 'Outage', { points: 100 });
  const cancelled = entry('account_deletion_cancelled', 'Account deletion cancelled');
  const created = entry('account_created', 'Account created by an operator');
  it.each([
    ['a grant', 'en', en, grant, 'Points granted: Outage'],
    ['a grant', 'ru', ru, grant, 'Начислены баллы: Outage'],
    ['a grant', 'kk', kk, grant, 'Ұпай берілді: Outage'],
    ['a deletion request cancelled by signing in again', 'en', en, cancelled, 'Account deletion cancelled'],
    ['a deletion request cancelled by signing in again', 'ru', ru, cancelled, 'Удаление аккаунта отменено'],
    ['a deletion request cancelled by signing in again', 'kk', kk, cancelled, 'Аккаунтты жою тоқтатылды'],
    ['an account an operator created', 'en', en, created, 'Account created by an operator'],
    ['an account an operator created', 'ru', ru, created, 'Аккаунт создан оператором'],
    ['an account an operator created', 'kk', kk, created, 'Аккаунтты оператор құрды'],
  ])('has a sentence for %s in %s, the shipped translations', async (_what, language, catalogue, logged, sentence) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: catalogue } }, interpolation: { escapeValue: false } });
    expect(describeEntry(logged, (key, values) => i18n.t(key, values))).toBe(sentence);
  });

  it('translates known actions with their numbers and falls back to the server\'s details', () => {
    expect(describeEntry(entry('convert_tickets', '3 tickets', { points: -140, tickets: 3 }), t)).toBe('rewards.history.actions.convert_tickets {"count":3}');
    expect(describeEntry(entry('raffle_win', 'Raffle', { month: '2026-10', ticket: 4 }), t, 'en')).toBe('rewards.history.actions.raffle_win {"month":"October 2026","ticket":4}');
    expect(describeEntry(entry('raffle_win', 'Raffle', { month: '2026-10', ticket: 4 }), t, 'en', 543)).toBe('rewards.history.actions.raffle_win {"month":"October 2569","ticket":4}');
    expect(describeEntry(entry('something_new', 'Server text'), t)).toBe('Server text');
  });
});

describe('historyRows', () => {
  const entries = [
    entry('answer', 'Tea or coffee?', { questionId: 3, points: 10 }, '2026-05-02 10:00:00'),
    entry('survey_screenout', 'Screened survey', { points: 5 }, '2026-05-02 09:00:00'),
    entry('profile_update', 'Profile updated', { fields: ['sex'] }, '2026-05-01 08:00:00'),
  ];

  it('hides screen-outs and keeps the server\'s order with the points moved; a screen-out\'s points show without the survey', () => {
    const rows = historyRows([...entries, entry('survey_screenout', 'Screened without points', { points: 0 }, '2026-04-30 08:00:00')], [], t);
    expect(rows.map((row) => row.description)).toEqual(['Tea or coffee?', 'rewards.history.actions.survey_consolation', 'rewards.history.actions.profile_update']);
    expect(rows.map((row) => row.points)).toEqual([10, 5, null]);
    expect(rows[0]).toMatchObject({ date: '2026-05-02T10:00:00Z', pending: false });
  });

  it('puts answers waiting in the queue first, as pending, newest first', () => {
    const rows = historyRows(entries, [
      { answerId: 'a', questionId: 8, answeredAt: '2026-05-03T07:00:00.000Z', questionText: 'Do you read?' },
      { answerId: 'b', questionId: 9, answeredAt: '2026-05-03T08:00:00.000Z', questionText: null },
    ], t);
    expect(rows.slice(0, 2)).toEqual([
      { key: 'pending:b', date: '2026-05-03T08:00:00.000Z', description: 'rewards.history.pendingPoll {"id":9}', points: null, pending: true },
      { key: 'pending:a', date: '2026-05-03T07:00:00.000Z', description: 'Do you read?', points: null, pending: true },
    ]);
    expect(rows).toHaveLength(5);
  });
});

describe('filterRows', () => {
  const rows = [{ description: 'Tea or coffee?' }, { description: 'Did you TRAVEL abroad?' }, { description: 'Путешествие за границу' }];

  it('matches the description case-insensitively', () => {
    expect(filterRows(rows, 'travel')).toEqual([rows[1]]);
    expect(filterRows(rows, 'TEA')).toEqual([rows[0]]);
    expect(filterRows(rows, 'ПУТЕШЕСТВИЕ')).toEqual([rows[2]]);
  });

  it('shows every row for a blank filter and none without a match', () => {
    expect(filterRows(rows, '  ')).toEqual(rows);
    expect(filterRows(rows, 'nothing like it')).toEqual([]);
  });
});

describe('historyTiles', () => {
  it('adds the points credited and counts the poll answers of the period, not survey questions', () => {
    const tiles = historyTiles([
      entry('answer', 'A', { points: 10 }),
      entry('answer', 'B', { points: 10 }),
      entry('answer', 'A survey question', { points: 10, questId: 4 }),
      entry('convert_tickets', '1 tickets', { points: -50, tickets: 1 }),
      entry('survey_screenout', 'S', { points: 5 }),
      entry('bonus_profile', 'Profile completed', { points: 100 }),
    ]);
    expect(tiles).toEqual({ pointsAccumulated: 135, pollsAnswered: 2 });
  });

  it('counts a guest\'s moved answers once after registering: by their own lines, not again by the merge\'s', () => {
    const tiles = historyTiles([
      entry('guest_merge', 'Answers kept from your visit as a guest', { answers: 2, points: 30, answerPoints: 20 }),
      entry('activation', 'Account activated'),
      entry('answer', 'Tea?', { questionId: 1, points: 10 }),
      entry('answer', 'Coffee?', { questionId: 2, points: 10 }),
    ]);
    expect(tiles).toEqual({ pointsAccumulated: 50, pollsAnswered: 2 });
  });
});

describe('logDateToIso', () => {
  it('reads the log date as UTC', () => {
    expect(new Date(logDateToIso('2026-05-02 10:00:00')).toISOString()).toBe('2026-05-02T10:00:00.000Z');
  });
});
