// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CALL_TIMEOUT_MS, call } from '../api/client';
import { useRemote } from './useRemote';
import { BUSY_RETRY_LIMIT } from './busyRetry';
import { backOnlineUntil } from '../testing/backOnline';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const offline = () => new ApiError(0, { error: 'Network Error', message: 'The server could not be reached' });

describe('useRemote', () => {
  it('loads again when the browser is back online after a load failed offline', async () => {
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValueOnce(offline()).mockResolvedValue('prizes');
    const { result } = renderHook(() => useRemote(load, 'prizes'));
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'failed', offline: true }));

    await backOnlineUntil(() => expect(result.current).toEqual({ kind: 'ready', value: 'prizes' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not load again on reconnecting after a failure of the server\'s own', async () => {
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValue(new ApiError(500, { code: 500 }));
    const { result } = renderHook(() => useRemote(load, 'prizes'));
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'failed', offline: false }));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("offers Try again after any failure: loading until the new answer, then what it brought", async () => {
    let answer: (value: string) => void = () => undefined;
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, { code: 500 }))
      .mockImplementation(() => new Promise<string>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useRemote(load, 'prizes'));
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'failed', offline: false }));
    const failed = result.current;
    act(() => (failed.kind === 'failed' ? failed.retry() : undefined));
    expect(result.current).toEqual({ kind: 'loading' });
    act(() => answer('prizes'));
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', value: 'prizes' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ends a load the network leaves unanswered after CALL_TIMEOUT_MS as a failure offline, with Try again', async () => {
    vi.useFakeTimers();
    // A stalled network: no answer ever comes; only the load's signal ends the wait, as a browser's fetch does.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const { result } = renderHook(() => useRemote((signal) => call('getPrizes', { querystring: {}, signal }), 'prizes'));
    await act(() => vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1));
    expect(result.current).toEqual({ kind: 'loading' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ kind: 'failed', offline: true, retry: expect.any(Function) });
  });
});

describe('useRemote and a busy server', () => {
  const busy = () => new ApiError(503, { code: 151, message: 'The server is busy. Please try again in a moment.' }, 1_000);

  it('loads again after the Retry-After a busy server gave, still loading meanwhile', async () => {
    vi.useFakeTimers();
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValueOnce(busy()).mockResolvedValue('prizes');
    const { result } = renderHook(() => useRemote(load, 'prizes'));
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(result.current).toEqual({ kind: 'loading' });
    expect(load).toHaveBeenCalledTimes(1);
    // The wait is the server's second, spread by up to a fifth.
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(result.current).toEqual({ kind: 'ready', value: 'prizes' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers Try again once the server has stayed busy BUSY_RETRY_LIMIT tries in a row', async () => {
    vi.useFakeTimers();
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValue(busy());
    const { result } = renderHook(() => useRemote(load, 'prizes'));
    for (let retry = 1; retry <= BUSY_RETRY_LIMIT; retry += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1_200));
      expect(load).toHaveBeenCalledTimes(retry + 1);
      if (retry < BUSY_RETRY_LIMIT) expect(result.current).toEqual({ kind: 'loading' });
    }
    expect(result.current).toMatchObject({ kind: 'failed', offline: false, retry: expect.any(Function) });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(BUSY_RETRY_LIMIT + 1);
  });

  it('keeps what it shows while a background load waits for a busy server', async () => {
    vi.useFakeTimers();
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockResolvedValueOnce('old').mockRejectedValueOnce(busy()).mockResolvedValue('new');
    const { result, rerender } = renderHook(({ version }) => useRemote(load, 'prizes', version), { initialProps: { version: 0 } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toEqual({ kind: 'ready', value: 'old' });
    rerender({ version: 1 });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toEqual({ kind: 'ready', value: 'old' });
    await act(() => vi.advanceTimersByTimeAsync(1_200));
    expect(result.current).toEqual({ kind: 'ready', value: 'new' });
  });
});
