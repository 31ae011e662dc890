import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { BUSY_RETRY_LIMIT, busyRetryDelayMs, retryWhileBusy } from './busyRetry';

const busy = (retryAfterMs: number | null, status = 503) => new ApiError(status, { code: 151, message: 'The server is busy.' }, retryAfterMs);

describe('busyRetryDelayMs', () => {
  it("waits what a busy server's Retry-After says, spread by up to a fifth", () => {
    expect(busyRetryDelayMs(busy(1_000), 0, 0)).toBe(1_000);
    expect(busyRetryDelayMs(busy(1_000), 0, 0.5)).toBe(1_100);
    expect(busyRetryDelayMs(busy(2_000, 429), 2, 0.999)).toBeLessThanOrEqual(2_400);
  });

  it('never waits more than 10 seconds, nor less than nothing', () => {
    expect(busyRetryDelayMs(busy(3_600_000), 0, 0)).toBe(10_000);
    expect(busyRetryDelayMs(busy(-5), 0, 0)).toBe(0);
  });

  it('leaves every other failure to the member: no Retry-After, a refusal, no network, not an answer of the server', () => {
    expect(busyRetryDelayMs(busy(null), 0, 0)).toBeNull();
    expect(busyRetryDelayMs(new ApiError(500, { code: 500 }), 0, 0)).toBeNull();
    expect(busyRetryDelayMs(new ApiError(0, { message: 'offline' }), 0, 0)).toBeNull();
    expect(busyRetryDelayMs(new Error('bug'), 0, 0)).toBeNull();
  });

  it('stops after BUSY_RETRY_LIMIT tries in a row', () => {
    expect(busyRetryDelayMs(busy(1_000), BUSY_RETRY_LIMIT - 1, 0)).toBe(1_000);
    expect(busyRetryDelayMs(busy(1_000), BUSY_RETRY_LIMIT, 0)).toBeNull();
  });
});

describe('retryWhileBusy', () => {
  afterEach(() => void vi.useRealTimers());

  it('makes the load again after the wait a busy server gave, and brings what it found', async () => {
    vi.useFakeTimers();
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValueOnce(busy(1_000)).mockResolvedValue('cards');
    const loaded = retryWhileBusy(attempt);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(201);
    await expect(loaded).resolves.toBe('cards');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('throws any other failure at once', async () => {
    const refused = new ApiError(500, { code: 500 });
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(refused);
    await expect(retryWhileBusy(attempt)).rejects.toBe(refused);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('throws the last busy answer after BUSY_RETRY_LIMIT tries again', async () => {
    vi.useFakeTimers();
    const last = busy(1_000);
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(last);
    const loaded = retryWhileBusy(attempt);
    const settled = expect(loaded).rejects.toBe(last);
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_LIMIT * 1_200);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(BUSY_RETRY_LIMIT + 1);
  });

  it('stops waiting once its signal is aborted (the screen was left)', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(busy(1_000));
    const loaded = retryWhileBusy(attempt, controller.signal);
    const settled = expect(loaded).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
