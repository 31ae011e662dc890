import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher';

describe('the write batcher', () => {
  it('writes the items that arrive together in one batch, and answers each with its own result', async () => {
    const batches: number[][] = [];
    const batcher = createWriteBatcher<number, number>({
      writeBatch: async (items) => (batches.push(items), items.map((n) => n * 10)),
      writeOne: async () => { throw new Error('not expected'); },
      maxBatch: 100, maxInFlight: 1,
    });
    expect(await Promise.all([1, 2, 3].map((n) => batcher.write(n)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(batcher.stats()).toMatchObject({ batches: 1, items: 3, largestBatch: 3, fallbacks: 0 });
  });

  it('keeps batches within their size, and collects what arrives while a batch is written', async () => {
    const batches: number[][] = [];
    const batcher = createWriteBatcher<number, number>({
      writeBatch: async (items) => {
        batches.push(items);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return items;
      },
      writeOne: async (n) => n,
      maxBatch: 2, maxInFlight: 1,
    });
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.write(n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('falls back to one by one when a batch fails, so only the bad item fails', async () => {
    const failures: number[] = [];
    const batcher = createWriteBatcher<number, number>({
      writeBatch: async () => { throw new Error('batch refused'); },
      writeOne: async (n) => {
        if (n === 2) throw new Error('bad item');
        return n;
      },
      maxBatch: 100, maxInFlight: 1,
      onFallback: (_error, size) => failures.push(size),
    });
    const results = await Promise.allSettled([1, 2, 3].map((n) => batcher.write(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(failures).toEqual([3]);
    expect(batcher.stats().fallbacks).toBe(1);
  });

  it('sends the next batch before answering the callers of the one just written', async () => {
    const events: string[] = [];
    let release: () => void = () => undefined;
    const batcher = createWriteBatcher<number, number>({
      writeBatch: async (items) => {
        events.push(`write ${items.join(',')}`);
        if (items[0] === 1) await new Promise<void>((resolve) => (release = resolve));
        return items;
      },
      writeOne: async (n) => n,
      maxBatch: 100, maxInFlight: 1,
    });
    const first = batcher.write(1).then(() => events.push('answered 1'));
    await new Promise((resolve) => setImmediate(resolve));
    const second = batcher.write(2).then(() => events.push('answered 2'));
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['write 1', 'write 2', 'answered 1', 'answered 2']);
  });
});
