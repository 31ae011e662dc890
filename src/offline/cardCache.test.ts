import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionCard } from '@contract/schemas/entities';
import { cachedCard, cachedStats, cachedTop10, rememberCard, rememberStats, rememberTop10 } from './cardCache';

// The device's IndexedDB as a map (cardCache reads nothing without an IndexedDB).
const records = vi.hoisted(() => {
  vi.stubGlobal('indexedDB', {});
  return new Map<string, unknown>();
});
vi.mock('idb-keyval', async () => (await import('./memoryIdbKeyval')).memoryIdbKeyval(records));

const card: QuestionCard = {
  id: 42, text: 'Tea or coffee?', type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo',
  choices: [{ id: 100, label: 'Tea', value: 1, haveMedia: false }, { id: 101, label: 'Coffee', value: 2, haveMedia: false }],
};
const stats = { questionId: 42, total: 3, choices: [{ value: 1, label: 'Tea', count: 2, percent: 67 }, { value: 2, label: 'Coffee', count: 1, percent: 33 }] };

beforeEach(() => records.clear());

describe('the card cache', () => {
  it('gives back what it kept', async () => {
    await rememberCard(card);
    await rememberStats(stats);
    await rememberTop10('ru', [{ card, stats }]);
    expect(await cachedCard(42)).toEqual(card);
    expect(await cachedStats(42)).toEqual(stats);
    expect(await cachedTop10('ru')).toEqual([{ card, stats }]);
    expect(await cachedCard(7)).toBeUndefined();
  });

  it.each([
    ['card:42', { id: 42, text: { en: 'Tea or coffee?' } }, () => cachedCard(42)],
    ['card:42', { ...card, id: 7 }, () => cachedCard(42)],
    ['stats:42', { questionId: 42, total: 3, choices: null }, () => cachedStats(42)],
    ['stats:42', { ...stats, questionId: 7 }, () => cachedStats(42)],
    ['top10:ru', { entries: [{ card, stats }] }, () => cachedTop10('ru')],
    ['top10:ru', [{ card, stats: 'garbage' }], () => cachedTop10('ru')],
    ['top10:ru', 'garbage', () => cachedTop10('ru')],
  ])('reads a record it cannot show (%s: %j) as a miss, and deletes it', async (key, stored, read) => {
    records.set(key, stored);
    records.set('card:1', { ...card, id: 1 });
    expect(await read()).toBeUndefined();
    expect(records.has(key)).toBe(false);
    expect(records.has('card:1')).toBe(true);
  });
});
