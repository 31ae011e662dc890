import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { memoryQueueStorage, type QueuedAnswer } from './queueStorage';
import { createAnswerQueue, parseQueueNews, type AnswerOutcome, type AnswerQueueDeps, type QueueNews } from './answerQueueCore';

function setup(overrides: Partial<AnswerQueueDeps> = {}, storage = memoryQueueStorage()) {
  let clock = 1_000_000;
  let counter = 0;
  let online = true;
  const timers: { fn: () => void; ms: number }[] = [];
  const sent: QueuedAnswer[] = [];
  const rejected: [QueuedAnswer, number][] = [];
  const persistence = vi.fn();
  const backgroundSync = vi.fn();
  const broadcasts: (QueueNews | undefined)[] = [];
  let respond: (item: QueuedAnswer) => Promise<AnswerOutcome> = async (item) => ({ answerId: item.answerId, pointsCredited: 10, duplicate: false });
  const deps: AnswerQueueDeps = {
    storage,
    send: (item) => {
      sent.push(structuredClone(item));
      return respond(item);
    },
    currentUserId: () => 7,
    notifyRejected: (item, code) => void rejected.push([item, code]),
    withLock: async (fn) => {
      await fn();
      return true;
    },
    isOnline: () => online,
    requestPersistence: persistence,
    requestBackgroundSync: backgroundSync,
    broadcast: (news) => void broadcasts.push(news),
    now: () => clock,
    random: () => 0,
    uuid: () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    ...overrides,
  };
  const queue = createAnswerQueue(deps);
  return {
    queue, storage, sent, rejected, timers, persistence, backgroundSync, broadcasts,
    setOnline: (value: boolean) => void (online = value),
    advance: (ms: number) => void (clock += ms),
    respondWith: (fn: typeof respond) => void (respond = fn),
  };
}

const answer = (questionId: number) => ({ questionId, choiceValues: [1], viaWidget: false });

describe('the answer queue', () => {
  it.each([
    ['an acknowledgement of another answer', { answerId: 'another', pointsCredited: 10, duplicate: false }],
    ['an answer that is not an acknowledgement', undefined],
  ])('keeps an answer queued, as if offline, on %s', async (_name, outcome) => {
    const t = setup();
    t.respondWith(async () => outcome as unknown as AnswerOutcome);
    const item = await t.queue.enqueue(answer(5));
    await t.queue.flush();
    expect(t.sent).toHaveLength(1);
    expect([...t.storage.records.keys()]).toEqual([item.answerId]);
    expect(t.queue.store.getState().items[item.answerId]).toMatchObject({ attempts: 1, lastFailedStatus: 0 });
  });

  it('persists an answer at once as pending, one record per answer, then sends it and removes it after the acknowledgement', async () => {
    const t = setup();
    t.setOnline(false);
    const item = await t.queue.enqueue(answer(5));
    expect(t.queue.store.getState().items[item.answerId]).toMatchObject({ questionId: 5, userId: 7, firstSentAt: null });
    expect([...t.storage.records.keys()]).toEqual([item.answerId]);
    expect(t.sent).toHaveLength(0);
    expect(t.persistence).toHaveBeenCalledOnce();
    expect(t.backgroundSync).toHaveBeenCalledOnce();

    t.setOnline(true);
    await t.queue.flush();
    expect(t.sent.map((s) => s.answerId)).toEqual([item.answerId]);
    expect(t.storage.records.size).toBe(0);
    expect(t.queue.store.getState().items).toEqual({});
    expect(t.queue.store.getState().acknowledged[item.answerId]).toMatchObject({ pointsCredited: 10 });
  });

  it('keeps an item after a network error, frozen, with back-off, and sends the same payload again', async () => {
    const t = setup();
    t.respondWith(async () => {
      throw new ApiError(0, {});
    });
    t.setOnline(false);
    const item = await t.queue.enqueue(answer(5));
    t.setOnline(true);
    await t.queue.flush();
    const kept = t.storage.records.get(item.answerId);
    expect(kept).toMatchObject({ attempts: 1, firstSentAt: 1_000_000, nextAttemptAt: 1_002_000, lastFailedStatus: 0 });
    expect(t.queue.store.getState().items[item.answerId]?.lastFailedStatus).toBe(0);
    expect(t.persistence).toHaveBeenCalled();
    expect(t.timers.at(-1)?.ms).toBe(2_000);

    // Not due yet: nothing is sent.
    await t.queue.flush();
    expect(t.sent).toHaveLength(1);

    t.advance(2_000);
    t.respondWith(async (i) => ({ answerId: i.answerId, pointsCredited: 10, duplicate: false }));
    await t.queue.flush();
    expect(t.sent).toHaveLength(2);
    expect(t.sent[1]).toMatchObject({ answerId: item.answerId, questionId: 5, choiceValues: [1], answeredAt: item.answeredAt, firstSentAt: 1_000_000 });
    expect(t.storage.records.size).toBe(0);
  });

  it.each([500, 503, 429])('keeps an item on status %i and backs off up to 5 minutes', async (status) => {
    const t = setup();
    t.respondWith(async () => {
      throw new ApiError(status, { code: 107 });
    });
    const item = await t.queue.enqueue(answer(5));
    await t.queue.flush();
    for (let i = 0; i < 12; i += 1) {
      t.advance(10 * 60_000);
      await t.queue.flush();
    }
    const kept = t.storage.records.get(item.answerId);
    expect(kept?.attempts).toBeGreaterThan(10);
    // Kept because the server failed it, not the network: the page must not say the member is offline.
    expect(kept?.lastFailedStatus).toBe(status);
    expect(t.timers.at(-1)?.ms).toBe(5 * 60_000);
    expect(t.rejected).toHaveLength(0);
  });

  it('honours the server\'s Retry-After: waits that long (not its back-off), stops the round, and a reconnect does not send earlier', async () => {
    const t = setup();
    t.setOnline(false);
    const first = await t.queue.enqueue(answer(5));
    await t.queue.enqueue(answer(6));
    t.setOnline(true);
    let busy = true;
    t.respondWith(async (item) => {
      if (busy) throw new ApiError(503, { code: 151 }, 30_000);
      return { answerId: item.answerId, pointsCredited: 10, duplicate: false };
    });
    await t.queue.flush();
    // One refusal: the second answer is not sent to a server that asked to wait.
    expect(t.sent.map((item) => item.questionId)).toEqual([5]);
    expect(t.storage.records.get(first.answerId)).toMatchObject({ attempts: 1, nextAttemptAt: 1_030_000, serverWaitUntil: 1_030_000 });
    expect(t.timers.at(-1)?.ms).toBe(30_000);

    await t.queue.retryNow();
    expect(t.storage.records.get(first.answerId)?.nextAttemptAt).toBe(1_030_000);
    expect(t.sent.filter((item) => item.questionId === 5)).toHaveLength(1);

    busy = false;
    t.advance(30_000);
    await t.queue.flush();
    expect(t.storage.records.size).toBe(0);
    expect(t.sent.filter((item) => item.questionId === 5)).toHaveLength(2);
  });

  it.each([[409, 130], [409, 131], [400, 132], [400, 100], [403, 108], [404, 103]])(
    'shows a permanent rejection (%i, code %i), then removes the answer',
    async (status, code) => {
      const t = setup();
      t.respondWith(async () => {
        throw new ApiError(status, { code });
      });
      const item = await t.queue.enqueue(answer(5));
      await t.queue.flush();
      expect(t.rejected.map(([r, c]) => [r.answerId, c])).toEqual([[item.answerId, code]]);
      expect(t.storage.records.size).toBe(0);
      expect(t.queue.store.getState().rejected[item.answerId]).toBe(code);
    },
  );

  it('keeps the answers on 401 until the member signs in again', async () => {
    const t = setup();
    t.respondWith(async () => {
      throw new ApiError(401, { code: 101 });
    });
    await t.queue.enqueue(answer(5));
    await t.queue.flush();
    expect(t.storage.records.size).toBe(1);
    expect(t.rejected).toHaveLength(0);
  });

  it('tells a flusher that sends with credentials of its own (the worker) that the server refused them, once, and sends no more', async () => {
    const sessionRefused = vi.fn();
    const t = setup({ sessionRefused });
    t.respondWith(async () => {
      throw new ApiError(401, { code: 101 });
    });
    t.setOnline(false);
    await t.queue.enqueue(answer(5));
    await t.queue.enqueue(answer(6));
    t.setOnline(true);
    await t.queue.flush();
    expect(sessionRefused).toHaveBeenCalledOnce();
    expect(t.sent).toHaveLength(1);
    expect(t.storage.records.size).toBe(2);
  });

  it.each([0, 429, 500, 131])('does not take %i for a refused session', async (status) => {
    const sessionRefused = vi.fn();
    const t = setup({ sessionRefused });
    t.respondWith(async () => {
      throw new ApiError(status, { code: status });
    });
    await t.queue.enqueue(answer(5));
    await t.queue.flush();
    expect(sessionRefused).not.toHaveBeenCalled();
  });

  it('sends only the current user\'s answers', async () => {
    let userId = 7;
    const t = setup({ currentUserId: () => userId });
    t.setOnline(false);
    await t.queue.enqueue(answer(1));
    userId = 8;
    await t.queue.enqueue(answer(2));
    t.setOnline(true);
    await t.queue.flush();
    expect(t.sent.map((s) => [s.userId, s.questionId])).toEqual([[8, 2]]);
    expect(t.storage.records.size).toBe(1);
  });

  it('stops a round when the member changes during it: no answer of theirs goes out with the next member\'s credentials', async () => {
    let userId: number | null = 7;
    const t = setup({ currentUserId: () => userId });
    t.setOnline(false);
    for (const id of [1, 2]) {
      await t.queue.enqueue(answer(id));
      t.advance(1);
    }
    t.setOnline(true);
    // The first answer is in flight when member 7 signs out and member 8 signs in.
    t.respondWith(async (item) => {
      userId = 8;
      return { answerId: item.answerId, pointsCredited: 10, duplicate: false };
    });
    await t.queue.flush();
    expect(t.sent.map((s) => s.questionId)).toEqual([1]);
    expect([...t.storage.records.values()].map((item) => [item.userId, item.questionId])).toEqual([[7, 2]]);
    userId = 7;
    await t.queue.flush();
    expect(t.sent.map((s) => s.questionId)).toEqual([1, 2]);
  });

  it('sends queued answers oldest first and stops the round when the network is gone', async () => {
    const t = setup();
    t.setOnline(false);
    for (const id of [1, 2, 3]) {
      await t.queue.enqueue(answer(id));
      t.advance(1);
    }
    t.respondWith(async () => {
      throw new ApiError(0, {});
    });
    t.setOnline(true);
    await t.queue.flush();
    expect(t.sent.map((s) => s.questionId)).toEqual([1]);
    t.respondWith(async (i) => ({ answerId: i.answerId, pointsCredited: 10, duplicate: false }));
    await t.queue.retryNow();
    expect(t.sent.map((s) => s.questionId)).toEqual([1, 1, 2, 3]);
    expect(t.storage.records.size).toBe(0);
  });

  it('reloads answers another tab queued, and does not send an answer another flusher already acknowledged', async () => {
    const t = setup();
    const other: QueuedAnswer = {
      answerId: 'other-tab', questionId: 9, choiceValues: [2], answeredAt: new Date().toISOString(), userId: 7,
      viaWidget: false, createdAt: 1, attempts: 0, nextAttemptAt: 0, firstSentAt: null,
    };
    await t.storage.write(other);
    await t.queue.reload();
    expect(Object.keys(t.queue.store.getState().items)).toEqual(['other-tab']);
    await t.storage.remove('other-tab');
    t.respondWith(async () => {
      throw new Error('must not be sent');
    });
    const list = await t.storage.list();
    expect(list).toHaveLength(0);
    await t.queue.flush();
    expect(t.sent).toHaveLength(0);
    expect(t.queue.store.getState().items).toEqual({});
  });

  it('runs one flush at a time and runs again when asked during a flush', async () => {
    const t = setup();
    let release: () => void = () => undefined;
    t.respondWith((i) => new Promise((resolve) => {
      release = () => resolve({ answerId: i.answerId, pointsCredited: 10, duplicate: false });
    }));
    t.setOnline(false);
    await t.queue.enqueue(answer(1));
    t.setOnline(true);
    const first = t.queue.flush();
    const second = t.queue.flush();
    await vi.waitFor(() => expect(t.sent).toHaveLength(1));
    await t.queue.enqueue(answer(2));
    release();
    await vi.waitFor(() => expect(t.sent).toHaveLength(2));
    release();
    await Promise.all([first, second]);
    expect(t.sent.map((s) => s.questionId)).toEqual([1, 2]);
    expect(t.storage.records.size).toBe(0);
  });

  it('a retry asked while another flusher holds the lock sends the answers that flusher put back to wait', async () => {
    const storage = memoryQueueStorage();
    let held: Promise<void> = Promise.resolve();
    const withLock = async (fn: () => Promise<void>) => {
      const run = held.then(fn);
      held = run.catch(() => undefined);
      await run;
      return true;
    };
    const tab = setup({ withLock }, storage);
    const worker = setup({ withLock }, storage);
    tab.setOnline(false);
    const item = await tab.queue.enqueue(answer(5));
    let failSend: () => void = () => undefined;
    tab.respondWith(() => new Promise((_, reject) => {
      failSend = () => reject(new ApiError(0, {}));
    }));
    tab.setOnline(true);
    const tabFlush = tab.queue.flush();
    await vi.waitFor(() => expect(tab.sent).toHaveLength(1));

    // The connection is back for the worker while the tab's send is still failing.
    const retried = worker.queue.retryNow();
    failSend();
    await Promise.all([tabFlush, retried]);
    expect(worker.sent.map((sent) => sent.answerId)).toEqual([item.answerId]);
    expect(storage.records.size).toBe(0);
  });

  it('does nothing when another flusher holds the lock', async () => {
    const t = setup({ withLock: async () => false });
    t.setOnline(false);
    await t.queue.enqueue(answer(1));
    t.setOnline(true);
    await t.queue.flush();
    expect(t.sent).toHaveLength(0);
    expect(t.storage.records.size).toBe(1);
  });

  it('asks for a Background Sync when a send finds no network', async () => {
    const t = setup();
    t.respondWith(async () => {
      throw new ApiError(0, {});
    });
    await t.queue.enqueue(answer(5));
    await t.queue.flush();
    expect(t.backgroundSync).toHaveBeenCalledOnce();
  });

  it('tells the other flushers what the server acknowledged, and nothing when a round changed nothing', async () => {
    const t = setup();
    t.setOnline(false);
    const item = await t.queue.enqueue(answer(5));
    t.broadcasts.length = 0;
    t.setOnline(true);
    await t.queue.flush();
    expect(t.broadcasts).toEqual([{ acknowledged: [{ item: expect.objectContaining({ answerId: item.answerId }), outcome: expect.objectContaining({ pointsCredited: 10 }) }], rejected: [] }]);
    await t.queue.flush();
    expect(t.broadcasts).toHaveLength(1);
  });
});

/** A page's answer queued offline, then sent by another flusher (a tab, the worker) and refused as already answered. */
async function answerRefusedElsewhere(flusher: Partial<AnswerQueueDeps> = {}) {
  const storage = memoryQueueStorage();
  const page = setup({}, storage);
  page.setOnline(false);
  const item = await page.queue.enqueue(answer(5));
  const other = setup(flusher, storage);
  other.respondWith(async () => {
    throw new ApiError(409, { code: 131 });
  });
  await other.queue.flush();
  return { storage, page, item, other };
}

describe('two tabs on one queue', () => {
  it('shows a rejection in the other tab too (the member may have answered there), once, and only to its member', async () => {
    const { storage, page: answering, item, other: sending } = await answerRefusedElsewhere();
    expect(sending.rejected.map(([r, code]) => [r.answerId, code])).toEqual([[item.answerId, 131]]);

    const news = structuredClone(sending.broadcasts.at(-1));
    await answering.queue.receive(news);
    expect(answering.rejected.map(([r, code]) => [r.answerId, code])).toEqual([[item.answerId, 131]]);
    expect(answering.queue.store.getState().rejected[item.answerId]).toBe(131);
    expect(answering.queue.store.getState().items).toEqual({});
    await answering.queue.receive(news);
    expect(answering.rejected).toHaveLength(1);

    const otherMember = setup({ currentUserId: () => 8 }, storage);
    await otherMember.queue.receive(news);
    expect(otherMember.rejected).toHaveLength(0);
  });
});

describe('two tabs answering one card', () => {
  const alreadyAnswered = async () => {
    throw new ApiError(409, { code: 131 });
  };
  /** The first tab's answer to question 5 is saved; the second tab, open on the same card, answers it too, offline. */
  async function bothAnswered() {
    const storage = memoryQueueStorage();
    const first = setup({ uuid: () => 'first-tab-answer' }, storage);
    const second = setup({ uuid: () => 'second-tab-answer' }, storage);
    await first.queue.enqueue(answer(5));
    await first.queue.flush();
    await second.queue.receive(structuredClone(first.broadcasts.at(-1)));
    second.setOnline(false);
    const refused = await second.queue.enqueue(answer(5));
    return { first, second, refused };
  }
  const told = (tab: ReturnType<typeof setup>) => tab.rejected.map(([item, code]) => [item.answerId, code]);

  it('tells of the refusal in the tab that gave the refused answer, not in the one whose answer stands, whichever tab sends it', async () => {
    const sentBySecond = await bothAnswered();
    sentBySecond.second.setOnline(true);
    sentBySecond.second.respondWith(alreadyAnswered);
    await sentBySecond.second.queue.flush();
    await sentBySecond.first.queue.receive(structuredClone(sentBySecond.second.broadcasts.at(-1)));
    expect(told(sentBySecond.second)).toEqual([[sentBySecond.refused.answerId, 131]]);
    expect(told(sentBySecond.first)).toEqual([]);
    // Its card still learns the answer was refused.
    expect(sentBySecond.first.queue.store.getState().rejected[sentBySecond.refused.answerId]).toBe(131);

    const sentByFirst = await bothAnswered();
    sentByFirst.first.respondWith(alreadyAnswered);
    await sentByFirst.first.queue.flush();
    await sentByFirst.second.queue.receive(structuredClone(sentByFirst.first.broadcasts.at(-1)));
    expect(told(sentByFirst.first)).toEqual([]);
    expect(told(sentByFirst.second)).toEqual([[sentByFirst.refused.answerId, 131]]);
  });

  it('tells of a refusal of another question where an answer was saved, and of one for a member whose answer it did not see', async () => {
    const storage = memoryQueueStorage();
    const saving = setup({ uuid: () => 'saved-answer' }, storage);
    await saving.queue.enqueue(answer(5));
    await saving.queue.flush();
    const answering = setup({ uuid: () => 'refused-answer' }, storage);
    answering.setOnline(false);
    await answering.queue.enqueue(answer(6));
    saving.respondWith(alreadyAnswered);
    await saving.queue.flush();
    expect(told(saving)).toEqual([['refused-answer', 131]]);
  });
});

describe('the queue flushed by the service worker (Background Sync) and shown by a page', () => {
  it('keeps a permanent rejection marked where nobody can see it; a page then shows it once and removes it', async () => {
    const { storage, page, item, other: worker } = await answerRefusedElsewhere({ keepRejectionsForPage: true });
    expect(worker.rejected).toHaveLength(0);
    expect(storage.records.get(item.answerId)).toMatchObject({ rejectedCode: 131, firstSentAt: 1_000_000 });
    // Never sent again, by anyone.
    await worker.queue.retryNow();
    expect(worker.sent).toHaveLength(1);

    // The page learns of it from the worker's message, shows it and removes it.
    await page.queue.receive(worker.broadcasts.at(-1));
    expect(page.rejected.map(([r, code]) => [r.answerId, code])).toEqual([[item.answerId, 131]]);
    expect(page.queue.store.getState().rejected[item.answerId]).toBe(131);
    expect(storage.records.size).toBe(0);
    expect(page.sent).toHaveLength(0);
    await page.queue.receive({ acknowledged: [] });
    expect(page.rejected).toHaveLength(1);
  });

  it('shows on a page the answers the worker had acknowledged, without sending them again', async () => {
    const storage = memoryQueueStorage();
    const acknowledged = vi.fn();
    const page = setup({ onAcknowledged: acknowledged }, storage);
    page.setOnline(false);
    const item = await page.queue.enqueue(answer(5));
    await page.queue.reload();

    const worker = setup({ keepRejectionsForPage: true }, storage);
    await worker.queue.flush();
    expect(storage.records.size).toBe(0);

    // A structured clone, as a BroadcastChannel delivers it.
    await page.queue.receive(structuredClone(worker.broadcasts.at(-1)));
    expect(page.queue.store.getState().items).toEqual({});
    expect(page.queue.store.getState().acknowledged[item.answerId]).toMatchObject({ pointsCredited: 10 });
    expect(acknowledged).toHaveBeenCalledOnce();
    await page.queue.receive(structuredClone(worker.broadcasts.at(-1)));
    expect(acknowledged).toHaveBeenCalledOnce();
    await page.queue.flush();
    expect(page.sent).toHaveLength(0);
  });

  it('reads malformed or old messages as no news', () => {
    expect(parseQueueNews('changed')).toEqual({ acknowledged: [], rejected: [] });
    expect(parseQueueNews(null)).toEqual({ acknowledged: [], rejected: [] });
    expect(parseQueueNews({ acknowledged: [] })).toEqual({ acknowledged: [], rejected: [] });
    expect(parseQueueNews({ rejected: [{ item: { answerId: 'a', userId: 7 }, code: '131' }, { item: { answerId: 'b', userId: 7 }, code: 131 }, null] }).rejected).toHaveLength(1);
    expect(parseQueueNews({ acknowledged: [{ item: { answerId: 1 } }, { item: { answerId: 'a', userId: 7 }, outcome: { pointsCredited: 10 } }] }).acknowledged).toHaveLength(1);
  });
});
