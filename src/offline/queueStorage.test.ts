import { describe, expect, it } from 'vitest';
import { memoryQueueStorage, storageWithFallback, type QueuedAnswer, type QueueStorage } from './queueStorage';

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
