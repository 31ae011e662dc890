// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { useRemote } from './useRemote';
import { backOnlineUntil } from '../testing/backOnline';

afterEach(cleanup);

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
});

