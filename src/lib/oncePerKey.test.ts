import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from './oncePerKey';

describe('oncePerKey', () => {
  it('makes one call per key, shared by every caller', async () => {
    const run = vi.fn((id: number) => Promise.resolve(id * 2));
    const once = oncePerKey((id: number) => String(id), run);
    const [a, b, c] = await Promise.all([once(1), once(1), once(2)]);
    expect([a, b, c]).toEqual([2, 2, 4]);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed call, so the next ask tries again', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('done');
    const once = oncePerKey(() => 'link', run);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).resolves.toBe('done');
    expect(run).toHaveBeenCalledTimes(2);
  });
});
