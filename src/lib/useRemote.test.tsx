// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CALL_TIMEOUT_MS, call } from '../api/client';
import { useRemote } from './useRemote';
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
    const { result } = renderHook(() => useRemote((signal) => call('getPrizes', { signal }), 'prizes'));
    await act(() => vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1));
    expect(result.current).toEqual({ kind: 'loading' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ kind: 'failed', offline: true, retry: expect.any(Function) });
  });
});
