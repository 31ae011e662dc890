// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { useRemote } from './useRemote';

afterEach(cleanup);

const offline = () => new ApiError(0, { error: 'Network Error', message: 'The server could not be reached' });

describe('useRemote', () => {
  it('loads again when the browser is back online after a load failed offline', async () => {
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValueOnce(offline()).mockResolvedValue('prizes');
    const { result } = renderHook(() => useRemote(load, 'prizes'));
    await waitFor(() => expect(result.current).toEqual({ kind: 'failed', offline: true }));

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current).toEqual({ kind: 'ready', value: 'prizes' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not load again on reconnecting after a failure of the server\'s own', async () => {
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockRejectedValue(new ApiError(500, { code: 500 }));
    const { result } = renderHook(() => useRemote(load, 'prizes'));
    await waitFor(() => expect(result.current).toEqual({ kind: 'failed', offline: false }));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
