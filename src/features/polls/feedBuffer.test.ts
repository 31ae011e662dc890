import { describe, expect, it, vi } from 'vitest';
import type { QuestionCard } from '@contract/schemas/entities';

// The device's IndexedDB as a map.
const records = vi.hoisted(() => {
  vi.stubGlobal('indexedDB', {});
  return new Map<string, unknown>();
});
vi.mock('idb-keyval', async () => (await import('../../offline/memoryIdbKeyval')).memoryIdbKeyval(records));

const { bufferedCards, forgetBufferedCard, keepUpcomingCards, lookAheadIsStale } = await import('./feedBuffer');

const card = (id: number) => ({ id, text: `Question ${id}?`, type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo', choices: [] }) as unknown as QuestionCard;
const cards = (...ids: number[]) => ids.map(card);

describe('the feed buffer', () => {
  it('does not keep again a card answered on this device, when a look-ahead asked for before the answer lists it', async () => {
    await keepUpcomingCards(7, cards(1, 2, 3));
    await forgetBufferedCard(7, 1);
    expect((await bufferedCards(7)).map((kept) => kept.id)).toEqual([2, 3]);
    // The look-ahead left before the answer arrived at the server.
    await keepUpcomingCards(7, cards(1, 2, 3, 4));
    expect((await bufferedCards(7)).map((kept) => kept.id)).toEqual([2, 3, 4]);
    // Another member's look-ahead keeps the card: they have not answered it.
    await keepUpcomingCards(8, cards(1, 2));
    expect((await bufferedCards(8)).map((kept) => kept.id)).toEqual([1, 2]);
  });

  it('says the look-ahead is stale once it no longer holds the server\'s next card or holds too few after it', async () => {
    const now = Date.now();
    await keepUpcomingCards(7, cards(10, 11, 12, 13, 14, 15, 16), now);
    expect(await lookAheadIsStale(7, 10, now)).toBe(false);
    expect(await lookAheadIsStale(7, 12, now)).toBe(true);
    expect(await lookAheadIsStale(7, 99, now)).toBe(true);
    expect(await lookAheadIsStale(8, 10, now)).toBe(true);
  });
});
