import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../testing/signedIn';
import { teaOrCoffee as card, teaOrCoffeeStats as stats } from '../../testing/cardFixtures';
import { cachedTop10, isTop10, rememberTop10 } from './top10Cache';

// The device's IndexedDB as a map (the cache reads nothing without an IndexedDB).
const records = vi.hoisted(() => {
  vi.stubGlobal('indexedDB', {});
  return new Map<string, unknown>();
});
vi.mock('idb-keyval', async () => (await import('../../offline/memoryIdbKeyval')).memoryIdbKeyval(records));

beforeEach(() => {
  records.clear();
  signedIn(9);
});

describe('isTop10', () => {
  it('takes a list of cards with their results, an empty one too', () => {
    expect(isTop10([{ card, stats }])).toBe(true);
    expect(isTop10([])).toBe(true);
  });

  it('refuses another shape, or any entry without a card or its results', () => {
    expect(isTop10({ entries: [{ card, stats }] })).toBe(false);
    expect(isTop10([{ card, stats }, { card }])).toBe(false);
    expect(isTop10([{ card: { id: 1 }, stats }])).toBe(false);
    expect(isTop10([card])).toBe(false);
  });
});

describe('the kept top 10', () => {
  it("is the member's own, per language: another member of the device finds none", async () => {
    await rememberTop10('ru', [{ card, stats }]);
    expect(await cachedTop10('ru')).toEqual([{ card, stats }]);
    expect(await cachedTop10('en')).toBeUndefined();
    signedIn(8);
    expect(await cachedTop10('ru')).toBeUndefined();
  });

  it.each([
    [{ entries: [{ card, stats }] }],
    [[{ card, stats: 'garbage' }]],
    ['garbage'],
  ])('reads a record it cannot show (%j) as a miss, and deletes it', async (stored) => {
    records.set('top10:9:ru', stored);
    expect(await cachedTop10('ru')).toBeUndefined();
    expect(records.has('top10:9:ru')).toBe(false);
  });
});
