import { describe, expect, it } from 'vitest';
import { backoffDelay, MAX_BACKOFF_MS } from '../lib/backoff';
import { attemptDueAt, dueItems, isAwaitingServer, isRejectionNewsHere, nextWakeUp, rejectionMeansAnsweredElsewhere, rejectionMessageKey, retryDelay, syncShouldRetry, verdictFor, waitReason } from './queueRules';

describe('verdictFor', () => {
  it.each([0, 408, 429, 500, 502, 503, 504])('retries status %i', (status) => {
    expect(verdictFor(status)).toBe('retry');
  });
  it.each([400, 403, 404, 409, 410, 422])('drops status %i as a permanent rejection', (status) => {
    expect(verdictFor(status)).toBe('drop');
  });
  it('keeps the answer for a new sign-in on 401', () => {
    expect(verdictFor(401)).toBe('reauthenticate');
  });
});

describe('dueItems and nextWakeUp', () => {
  const items = [
    { id: 'b', createdAt: 2, nextAttemptAt: 0 },
    { id: 'a', createdAt: 1, nextAttemptAt: 100 },
    { id: 'c', createdAt: 3, nextAttemptAt: 500 },
  ];
  it('gives the due items oldest first', () => {
    expect(dueItems(items, 100).map((item) => item.id)).toEqual(['a', 'b']);
  });
  it('gives the time of the next waiting item', () => {
    expect(nextWakeUp(items, 100)).toBe(500);
    expect(nextWakeUp(items, 600)).toBeNull();
  });
  it('never offers a rejection kept for a page to show', () => {
    const kept: { id: string; createdAt: number; nextAttemptAt: number; rejectedCode?: number }[] = [
      ...items, { id: 'r', createdAt: 0, nextAttemptAt: 0, rejectedCode: 131 }, { id: 's', createdAt: 0, nextAttemptAt: 300, rejectedCode: 130 },
    ];
    expect(dueItems(kept, 100).map((item) => item.id)).toEqual(['a', 'b']);
    expect(nextWakeUp(kept, 100)).toBe(500);
    expect(isAwaitingServer(kept[3]!)).toBe(false);
    expect(isAwaitingServer(kept[0]!)).toBe(true);
  });
});

describe('syncShouldRetry', () => {
  it('asks the browser to sync again while an answer of that user still waits for the server', () => {
    expect(syncShouldRetry([{ userId: 7 }], 7)).toBe(true);
  });
  it('is done when only other users\' answers or kept rejections are left', () => {
    expect(syncShouldRetry([{ userId: 8 }, { userId: 7, rejectedCode: 131 }], 7)).toBe(false);
    expect(syncShouldRetry([], 7)).toBe(false);
  });
});

describe('rejectionMessageKey', () => {
  it('names the closed, already answered and invalid choice rejections', () => {
    expect(rejectionMessageKey(130)).toBe('polls.queue.rejectedClosed');
    expect(rejectionMessageKey(131)).toBe('polls.queue.rejectedAlreadyAnswered');
    // A survey's run ended (screened out offline, say) is not called a closed question.
    expect(rejectionMessageKey(133)).toBe('polls.queue.rejectedFinished');
    expect(rejectionMessageKey(132)).toBe('polls.queue.rejectedInvalidChoice');
    expect(rejectionMessageKey(103)).toBe('polls.queue.rejectedOther');
  });
});

describe('retryDelay', () => {
  it('waits the server\'s Retry-After when it gave one, spread by up to a fifth, at most 5 minutes', () => {
    expect(retryDelay(7, 0, 1_000)).toBe(1_000);
    expect(retryDelay(7, 0.5, 1_000)).toBe(1_100);
    expect(retryDelay(1, 0, 3_600_000)).toBe(MAX_BACKOFF_MS);
    expect(retryDelay(1, 0, -5)).toBe(0);
  });
  it('backs off as usual without one', () => expect(retryDelay(3, 0, null)).toBe(backoffDelay(3, 0)));
});

describe('waitReason', () => {
  it('blames the network only when the last send found none', () => {
    expect(waitReason({ lastFailedStatus: 0 }, true)).toBe('offline');
    for (const status of [500, 503, 429, 408]) expect(waitReason({ lastFailedStatus: status }, true)).toBe('server');
    expect(waitReason({ lastFailedStatus: 503 }, false)).toBe('server');
  });

  it('goes by the connection the device reports for an answer not tried yet', () => {
    expect(waitReason({}, false)).toBe('offline');
    expect(waitReason({}, true)).toBe('server');
  });
});

describe('whether a refusal is news on a page', () => {
  it('is for an answer given there; for one given elsewhere, unless an answer to that question was saved there', () => {
    expect(isRejectionNewsHere(true, false)).toBe(true);
    expect(isRejectionNewsHere(true, true)).toBe(true);
    expect(isRejectionNewsHere(false, false)).toBe(true);
    expect(isRejectionNewsHere(false, true)).toBe(false);
  });
});

describe('when an attempt is due', () => {
  const now = 1_000_000_000;
  it('is when it was set, up to the longest wait the queue sets', () => {
    expect(attemptDueAt({ nextAttemptAt: now + MAX_BACKOFF_MS }, now)).toBe(now + MAX_BACKOFF_MS);
    expect(attemptDueAt({ nextAttemptAt: now - 5 }, now)).toBe(now - 5);
  });

  it('is now for a wait longer than that (a clock set back, a damaged record), so the answer is sent, not kept forever', () => {
    const item = { nextAttemptAt: now + MAX_BACKOFF_MS + 1, createdAt: 1 };
    expect(attemptDueAt(item, now)).toBe(now);
    expect(attemptDueAt({ nextAttemptAt: 1e300 }, now)).toBe(now);
    expect(dueItems([item], now)).toEqual([item]);
    expect(nextWakeUp([item, { nextAttemptAt: now + 1_000, createdAt: 2 }], now)).toBe(now + 1_000);
  });
});

describe('rejectionMeansAnsweredElsewhere', () => {
  it.each([[131, true], [133, true], [130, false], [132, false], [0, false]])('code %i: %s', (code, expected) => {
    expect(rejectionMeansAnsweredElsewhere(code)).toBe(expected);
  });
});
