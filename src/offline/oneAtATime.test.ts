import { describe, expect, it, vi } from 'vitest';
import { oneAtATime } from './oneAtATime';

describe('oneAtATime', () => {
  it('shares a running run with every call made meanwhile, then runs once more for them', async () => {
    const releases: (() => void)[] = [];
    let runs = 0;
    const run = oneAtATime(async () => {
      runs += 1;
      await new Promise<void>((resolve) => releases.push(resolve));
      return runs;
    });
    const first = run();
    const second = run();
    const third = run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    releases.shift()?.();
    await vi.waitFor(() => expect(runs).toBe(2));
    releases.shift()?.();
    await expect(first).resolves.toBe(2);
  });

  it('starts afresh once a run is over, and after a run that failed', async () => {
    let fail = true;
    const run = oneAtATime(async () => {
      if (fail) throw new Error('failed');
      return 'ok';
    });
    await expect(run()).rejects.toThrow('failed');
    fail = false;
    await expect(run()).resolves.toBe('ok');
    await expect(run()).resolves.toBe('ok');
  });
});
