import { beforeEach, describe, expect, it, vi } from 'vitest';
import { idbQueueStorage, isQueuedAnswer, memoryQueueStorage, storageWithFallback, type QueuedAnswer, type QueueStorage } from './queueStorage';

// The device's IndexedDB as a map, for the records an older version (or a damaged store) left.
const records = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', async () => (await import('./memoryIdbKeyval')).memoryIdbKeyval(records));

const item = (answerId: string): QueuedAnswer => ({
  answerId, questionId: 3, choiceValues: [1], answeredAt: '2026-03-01T12:00:00.000Z', userId: 7, viaWidget: true,
  createdAt: 1, attempts: 0, nextAttemptAt: 1, firstSentAt: null,
});

const refused = (): QueueStorage => {
  const deny = async (): Promise<never> => {
    throw new DOMException('The user denied permission to access the database.', 'UnknownError');
  };
  return { list: deny, read: deny, write: deny, remove: deny };
};

describe('storageWithFallback', () => {
  it('keeps the queue in the first storage while it works', async () => {
    const primary = memoryQueueStorage();
    const fallback = memoryQueueStorage();
    const storage = storageWithFallback(primary, fallback);
    await storage.write(item('a'));
    expect([...primary.records.keys()]).toEqual(['a']);
    expect(fallback.records.size).toBe(0);
  });

  it("once the first storage has worked, passes on its later failures and stays with it", async () => {
    const primary = memoryQueueStorage();
    const fallback = memoryQueueStorage();
    const storage = storageWithFallback({ ...primary, write: async (answer) => {
      if (answer.answerId === 'bad') throw new DOMException('Quota exceeded', 'QuotaExceededError');
      return primary.write(answer);
    } }, fallback);
    await storage.write(item('a'));
    await expect(storage.write(item('bad'))).rejects.toThrow('Quota exceeded');
    await storage.write(item('b'));
    expect([...primary.records.keys()]).toEqual(['a', 'b']);
    expect(fallback.records.size).toBe(0);
  });

  it('queues, reads and removes in memory once the browser refuses the first storage', async () => {
    const fallback = memoryQueueStorage();
    const storage = storageWithFallback(refused(), fallback);
    await storage.write(item('a'));
    await storage.write(item('b'));
    expect((await storage.list()).map((answer) => answer.answerId)).toEqual(['a', 'b']);
    expect(await storage.read('a')).toMatchObject({ answerId: 'a' });
    await storage.remove('a');
    expect([...fallback.records.keys()]).toEqual(['b']);
  });
});

describe('isQueuedAnswer', () => {
  it('takes a record as the queue writes it, at each of its stages', () => {
    expect(isQueuedAnswer(item('a'))).toBe(true);
    expect(isQueuedAnswer({ ...item('a'), attempts: 3, firstSentAt: 5, nextAttemptAt: 9, serverWaitUntil: 9 })).toBe(true);
    expect(isQueuedAnswer({ ...item('a'), viaWidget: false, firstSentAt: 5, rejectedCode: 131 })).toBe(true);
  });

  it.each([
    ['no answeredAt', { answeredAt: undefined }],
    ['an answeredAt that is no date', { answeredAt: 'not a date' }],
    ['no attempts', { attempts: undefined }],
    ['attempts that are not a count', { attempts: Number.NaN }],
    ['no viaWidget', { viaWidget: undefined }],
    ['no firstSentAt', { firstSentAt: undefined }],
    ['a next attempt at no time', { nextAttemptAt: Number.NaN }],
    ['a choice that is not a number', { choiceValues: ['1'] }],
    ['a server wait that is not a time', { serverWaitUntil: '2026-03-01' }],
  ])('refuses a record with %s', (_what, change) => {
    expect(isQueuedAnswer({ ...item('a'), ...change })).toBe(false);
  });
});

describe('idbQueueStorage', () => {
  beforeEach(() => records.clear());

  it('leaves a record it cannot read alone: not listed, not read, not deleted', async () => {
    const { attempts: _attempts, ...withoutAttempts } = item('b');
    const { answeredAt: _answeredAt, ...withoutAnsweredAt } = item('c');
    await idbQueueStorage.write(item('a'));
    records.set('answer:b', withoutAttempts);
    records.set('answer:c', withoutAnsweredAt);
    expect((await idbQueueStorage.list()).map((answer) => answer.answerId)).toEqual(['a']);
    expect(await idbQueueStorage.read('b')).toBeUndefined();
    expect(await idbQueueStorage.read('a')).toEqual(item('a'));
    expect([...records.keys()]).toEqual(['answer:a', 'answer:b', 'answer:c']);
  });
});
