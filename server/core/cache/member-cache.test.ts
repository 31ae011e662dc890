import { describe, expect, it } from 'vitest';
import type { UserDetails } from '@contract/schemas/entities';
import { createMemberCache } from './member-cache';

const details = (points: number) => ({ user_id: 7, user_points: points }) as unknown as UserDetails;

describe('the member cache\'s details', () => {
  it('keeps a read for its month only', () => {
    const cache = createMemberCache();
    cache.keepDetails(7, '2026-11', details(1), cache.detailsEpochOf(7));
    expect(cache.details(7, '2026-11')?.user_points).toBe(1);
    expect(cache.details(7, '2026-12')).toBeUndefined();
  });

  it('does not keep a read that began before the member\'s details changed', () => {
    const cache = createMemberCache();
    const readEpoch = cache.detailsEpochOf(7);
    cache.forgetDetails(7);
    cache.keepDetails(7, '2026-11', details(1), readEpoch);
    expect(cache.details(7, '2026-11')).toBeUndefined();
  });

  it('drops them on a change of details, an answer, a change of access facts, or a renamed city', () => {
    const cache = createMemberCache();
    const keep = () => cache.keepDetails(7, '2026-11', details(1), cache.detailsEpochOf(7));
    const forgets: (() => void)[] = [
      () => cache.forgetDetails(7),
      () => cache.addAnswers([{ userId: 7, questionId: 3 }]),
      () => cache.forgetMember(7),
      () => cache.forgetAllDetails(),
      () => cache.forgetAll(),
    ];
    for (const forget of forgets) {
      keep();
      expect(cache.details(7, '2026-11')).toBeDefined();
      forget();
      expect(cache.details(7, '2026-11')).toBeUndefined();
    }
  });

  it('keeps another member\'s details when one member\'s change', () => {
    const cache = createMemberCache();
    cache.keepDetails(8, '2026-11', details(2), cache.detailsEpochOf(8));
    cache.forgetDetails(7);
    cache.addAnswers([{ userId: 7, questionId: 3 }]);
    expect(cache.details(8, '2026-11')?.user_points).toBe(2);
  });

  it('adds an answer to a kept answered set and keeps the member\'s session', () => {
    const cache = createMemberCache();
    cache.keepAnswered(7, [1], cache.epochOf(7));
    const session = { sessionId: 1, userId: 7, isGuest: false, status: 'active', languageId: 1, panelSegment: null, expiresAt: Date.now() + 60_000 };
    cache.keepSession('hash', session, cache.epochOf(7));
    cache.addAnswers([{ userId: 7, questionId: 3 }]);
    expect([...cache.answered(7)!]).toEqual([1, 3]);
    expect(cache.session('hash', 7, Date.now())).toEqual(session);
  });

  it('keeps a session read that raced a change of details, and drops a details read that raced a change of access facts', () => {
    const cache = createMemberCache();
    const session = { sessionId: 1, userId: 7, isGuest: false, status: 'active', languageId: 1, panelSegment: null, expiresAt: Date.now() + 60_000 };
    const sessionRead = cache.epochOf(7);
    cache.forgetDetails(7);
    cache.keepSession('hash', session, sessionRead);
    expect(cache.session('hash', 7, Date.now())).toEqual(session);

    const detailsRead = cache.detailsEpochOf(7);
    cache.forgetMember(7);
    cache.keepDetails(7, '2026-11', details(1), detailsRead);
    expect(cache.details(7, '2026-11')).toBeUndefined();
  });
});

