import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimedOut, withinTime } from './withinTime';

afterEach(() => vi.useRealTimers());

describe('withinTime', () => {
  it('gives the step\'s result, or its failure, when it ends in time', async () => {
    await expect(withinTime(Promise.resolve(7), 1000, 'a step')).resolves.toBe(7);
    await expect(withinTime(Promise.reject(new Error('no')), 1000, 'a step')).rejects.toThrow('no');
  });

  it('fails with TimedOut once the time is up, however long the step still runs', async () => {
    vi.useFakeTimers();
    const outcome = withinTime(new Promise(() => undefined), 30_000, 'Getting the push token');
    const seen = expect(outcome).rejects.toThrow(new TimedOut('Getting the push token', 30_000));
    await vi.advanceTimersByTimeAsync(30_000);
    await seen;
  });
});
