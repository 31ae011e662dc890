import { describe, expect, it } from 'vitest';
import type { QuestionCard } from '@contract/schemas/entities';
import { LOOK_AHEAD_LOW, LOOK_AHEAD_MAX_AGE_MS, choiceImageIds, isOpenAt, needsFreshLookAhead, nextFeedCard, parseFeedBuffer, withoutCard } from './feedRules';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const card = (id: number, overrides: Partial<QuestionCard> = {}): QuestionCard => ({
  id, text: `Question ${id}?`, type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo',
  choices: [{ id: id * 10 + 1, label: 'Yes', value: 1, haveMedia: false }, { id: id * 10 + 2, label: 'No', value: 2, haveMedia: false }],
  ...overrides,
});

describe('nextFeedCard', () => {
  const cards = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('skips cards whose answers are still queued', () => {
    expect(nextFeedCard(cards, new Set([1]))).toEqual({ id: 2 });
    expect(nextFeedCard(cards, new Set())).toEqual({ id: 1 });
  });
  it('gives null when every card waits for the queue or there is none', () => {
    expect(nextFeedCard(cards, new Set([1, 2, 3]))).toBeNull();
    expect(nextFeedCard([], new Set())).toBeNull();
  });
  it('skips kept cards that closed or have not opened yet', () => {
    const kept = [card(1, { dateEnd: '2026-02-01T00:00:00Z' }), card(2, { dateStart: '2026-04-01T00:00:00Z' }), card(3)];
    expect(nextFeedCard(kept, new Set(), NOW)?.id).toBe(3);
  });
});

describe('needsFreshLookAhead', () => {
  const kept = (ids: number[], fetchedAt = NOW) => ({ userId: 7, cards: ids.map((id) => card(id)), fetchedAt });
  const plenty = Array.from({ length: LOOK_AHEAD_LOW + 1 }, (_, index) => index + 1);

  it('keeps a recent look-ahead that holds the shown card and enough after it', () => {
    expect(needsFreshLookAhead(kept(plenty), 7, 1, NOW)).toBe(false);
  });
  it('asks again when too few cards are left after the shown one', () => {
    expect(needsFreshLookAhead(kept(plenty), 7, 2, NOW)).toBe(true);
    expect(needsFreshLookAhead(kept(plenty.slice(0, LOOK_AHEAD_LOW)), 7, 1, NOW)).toBe(true);
  });
  it('asks again when the shown card is not kept: the server\'s order moved on', () => {
    expect(needsFreshLookAhead(kept(plenty.map((id) => id + 100)), 7, 1, NOW)).toBe(true);
  });
  it('asks again for none kept, another member\'s, or an old look-ahead', () => {
    expect(needsFreshLookAhead(null, 7, 1, NOW)).toBe(true);
    expect(needsFreshLookAhead({ ...kept(plenty), userId: 8 }, 7, 1, NOW)).toBe(true);
    expect(needsFreshLookAhead(kept(plenty, NOW - LOOK_AHEAD_MAX_AGE_MS), 7, 1, NOW)).toBe(true);
    expect(needsFreshLookAhead(kept(plenty, NOW - LOOK_AHEAD_MAX_AGE_MS + 1), 7, 1, NOW)).toBe(false);
  });
});

describe('isOpenAt', () => {
  it('is open from dateStart until dateEnd, open-ended without one', () => {
    expect(isOpenAt(card(1), NOW)).toBe(true);
    expect(isOpenAt(card(1, { dateEnd: '2026-03-01T12:00:00Z' }), NOW)).toBe(false);
    expect(isOpenAt(card(1, { dateEnd: '2026-03-01T12:00:01Z' }), NOW)).toBe(true);
    expect(isOpenAt(card(1, { dateStart: '2026-03-01T12:00:01Z' }), NOW)).toBe(false);
  });
});

describe('the kept feed buffer', () => {
  it('reads a well-formed buffer back', () => {
    const buffer = { userId: 7, fetchedAt: NOW, cards: [card(1), card(2)] };
    expect(parseFeedBuffer(structuredClone(buffer))).toEqual(buffer);
  });
  it('leaves malformed cards out and reads anything else malformed as none', () => {
    const parsed = parseFeedBuffer({ userId: 7, fetchedAt: NOW, cards: [card(1), { id: 2 }, card(3, { choices: [{ id: 1, label: 'x' }] as never }), null] });
    expect(parsed?.cards.map((c) => c.id)).toEqual([1]);
    expect(parseFeedBuffer(null)).toBeNull();
    expect(parseFeedBuffer({ userId: '7', fetchedAt: NOW, cards: [] })).toBeNull();
    expect(parseFeedBuffer({ userId: 0, fetchedAt: NOW, cards: [] })).toBeNull();
    expect(parseFeedBuffer({ userId: 7, cards: [] })).toBeNull();
    expect(parseFeedBuffer({ userId: 7, fetchedAt: NOW, cards: 'x' })).toBeNull();
  });
  it('drops an answered card, keeping the order of the rest', () => {
    const buffer = { userId: 7, fetchedAt: NOW, cards: [card(1), card(2), card(3)] };
    expect(withoutCard(buffer, 2).cards.map((c) => c.id)).toEqual([1, 3]);
    expect(withoutCard(buffer, 9).cards).toHaveLength(3);
  });
  it('lists the pictures of the kept cards\' choices', () => {
    const pictured = card(4, { choices: [{ id: 41, label: 'Red', value: 1, haveMedia: true }, { id: 42, label: 'Blue', value: 2, haveMedia: false }] });
    expect(choiceImageIds([card(1), pictured])).toEqual([41]);
  });
});
