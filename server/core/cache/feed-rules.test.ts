import { describe, expect, it } from 'vitest';
import { byFeedOrder, nextPolls, pollAnswerAccess, pollOffered, type CataloguePoll } from './feed-rules';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const poll = (id: number, extra: Partial<CataloguePoll> = {}): CataloguePoll => ({
  id, languageId: 1, dateStart: NOW - 1000 * id, dateEnd: null, isPublic: true, proposal: undefined, ...extra,
});
const member = { userId: 7, isGuest: false };
const guest = { userId: 8, isGuest: true };

describe('which feed polls a viewer is offered', () => {
  it('offers an open poll, not one before its start or after its end', () => {
    expect(pollOffered(poll(1), member, NOW)).toBe(true);
    expect(pollOffered(poll(1, { dateStart: NOW + 1 }), member, NOW)).toBe(false);
    expect(pollOffered(poll(1, { dateEnd: NOW }), member, NOW)).toBe(false);
    expect(pollOffered(poll(1, { dateEnd: NOW + 1 }), member, NOW)).toBe(true);
  });

  it('offers a stand-by proposal\'s poll to its proposer only, an accepted one to everybody', () => {
    expect(pollOffered(poll(1, { proposal: { userId: 7, status: 0 } }), member, NOW)).toBe(true);
    expect(pollOffered(poll(1, { proposal: { userId: 9, status: 0 } }), member, NOW)).toBe(false);
    expect(pollOffered(poll(1, { proposal: { userId: 9, status: 2 } }), member, NOW)).toBe(false);
    expect(pollOffered(poll(1, { proposal: { userId: 9, status: 1 } }), member, NOW)).toBe(true);
  });

  it('offers a guest public polls only, a member any', () => {
    expect(pollOffered(poll(1, { isPublic: false }), guest, NOW)).toBe(false);
    expect(pollOffered(poll(1, { isPublic: false }), member, NOW)).toBe(true);
    expect(pollOffered(poll(1), guest, NOW)).toBe(true);
  });
});

describe('who may answer a feed poll', () => {
  it('refuses a guest a poll that is not public, and everybody a closed one', () => {
    expect(pollAnswerAccess(poll(1, { isPublic: false }), guest, NOW)).toBe('guestNotAllowed');
    expect(pollAnswerAccess(poll(1, { isPublic: false }), member, NOW)).toBe('ok');
    expect(pollAnswerAccess(poll(1), guest, NOW)).toBe('ok');
    expect(pollAnswerAccess(poll(1, { dateEnd: NOW - 1 }), member, NOW)).toBe('closed');
  });
});

describe('the next polls of a feed', () => {
  const feed = [poll(3), poll(2), poll(1), poll(4, { dateStart: NOW + 5 })].sort(byFeedOrder);

  it('keeps feed order, skips answered and unopened polls, and stops at the count', () => {
    expect(feed.map((p) => p.id)).toEqual([3, 2, 1, 4]);
    expect(nextPolls(feed, new Set(), member, NOW, 1).map((p) => p.id)).toEqual([3]);
    expect(nextPolls(feed, new Set([3]), member, NOW, 5).map((p) => p.id)).toEqual([2, 1]);
    expect(nextPolls(feed, new Set([1, 2, 3]), member, NOW, 5)).toEqual([]);
  });

  it('skips the polls a guest may not read', () => {
    const withPrivate = [poll(3), poll(2, { isPublic: false }), poll(1)].sort(byFeedOrder);
    expect(nextPolls(withPrivate, new Set(), guest, NOW, 5).map((p) => p.id)).toEqual([3, 1]);
    expect(nextPolls(withPrivate, new Set(), member, NOW, 5).map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('orders polls that start together by id', () => {
    expect([poll(5, { dateStart: NOW }), poll(2, { dateStart: NOW })].sort(byFeedOrder).map((p) => p.id)).toEqual([2, 5]);
  });
});
