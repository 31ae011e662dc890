// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { UserDetails } from '@contract/schemas/entities';
import { useUserStore } from '../../stores/userStore';
import type { Offer } from './spendRules';
import { useConversion } from './useConversion';

const convertPoints = vi.fn();
vi.mock('./api', () => ({ convertPoints: (...args: unknown[]) => convertPoints(...args) }));

const offer: Offer = { kind: 'tickets', tier: { index: 0, tickets: 1, points: 50, promo: false } };
const details = { user_id: 9, user_points: 500, tickets: 0 } as unknown as UserDetails;

const refresh = vi.fn(async () => undefined);

beforeEach(() => {
  convertPoints.mockReset();
  refresh.mockClear();
  useUserStore.setState({ details, refresh });
});

describe('useConversion', () => {
  it('sends one call for a double click, and shows the new balance at once', async () => {
    let settle: (value: unknown) => void = () => undefined;
    convertPoints.mockImplementation(() => new Promise((resolve) => { settle = resolve; }));
    const reload = vi.fn();
    const { result } = renderHook(() => useConversion(9, reload));
    act(() => result.current.choose(offer));
    const key = result.current.confirmation?.key;
    expect(key).toMatch(/^[A-Za-z0-9-]{8,64}$/);

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.confirm();
      void result.current.confirm();
    });
    await act(async () => {
      settle({ pointsSpent: 50, points: 450, tickets: 1 });
      await first;
    });
    expect(convertPoints).toHaveBeenCalledTimes(1);
    expect(convertPoints).toHaveBeenCalledWith(9, offer, key);
    expect(useUserStore.getState().details).toMatchObject({ user_points: 450, tickets: 1 });
    expect(result.current.confirmation).toBeNull();
    expect(result.current.done).toEqual({ offer, result: { pointsSpent: 50, points: 450, tickets: 1 } });
    expect(reload).toHaveBeenCalled();
  });

  it('retries a lost call with the same idempotency key; a new confirmation gets a new key', async () => {
    convertPoints.mockRejectedValueOnce(new ApiError(0, {})).mockResolvedValueOnce({ pointsSpent: 50, points: 450, tickets: 1 });
    const { result } = renderHook(() => useConversion(9, () => undefined));
    act(() => result.current.choose(offer));
    const key = result.current.confirmation?.key;
    await act(() => result.current.confirm());
    expect(result.current.confirmation?.problem).toEqual({ key: 'rewards.spend.errors.offline', retry: true, reload: false });
    await act(() => result.current.confirm());
    expect(convertPoints.mock.calls.map((call) => call[2])).toEqual([key, key]);

    act(() => result.current.choose(offer));
    expect(result.current.confirmation?.key).not.toBe(key);
  });

  it('an offer given up on after a lost answer shows the server\'s balance, and chosen again reuses its key: made once at most', async () => {
    const repeated = { pointsSpent: 50, points: 450, tickets: 1, duplicate: true };
    convertPoints.mockRejectedValueOnce(new ApiError(0, {})).mockResolvedValueOnce(repeated);
    const reload = vi.fn();
    const { result } = renderHook(() => useConversion(9, reload));
    act(() => result.current.choose(offer));
    const key = result.current.confirmation?.key;
    await act(() => result.current.confirm());
    act(() => result.current.cancel());
    expect(refresh).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();

    act(() => result.current.choose({ kind: 'tickets', tier: { ...offer.tier, index: 1, tickets: 3, points: 140 } }));
    expect(result.current.confirmation?.key).not.toBe(key);
    act(() => result.current.cancel());
    act(() => result.current.choose(offer));
    expect(result.current.confirmation?.key).toBe(key);
    await act(() => result.current.confirm());
    expect(convertPoints.mock.calls.map((call) => call[2])).toEqual([key, key]);
    expect(result.current.done).toEqual({ offer, result: repeated });
    // The repeat's figures are the earlier request's: the details are read again, not set from them.
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(useUserStore.getState().details?.user_points).not.toBe(450);

    // Settled: the same offer chosen once more is a new exchange.
    act(() => result.current.choose(offer));
    expect(result.current.confirmation?.key).not.toBe(key);
  });

  it('keeps the balance and names the refusal when the server says no', async () => {
    convertPoints.mockRejectedValueOnce(new ApiError(409, { code: 140, error: 'Conflict', message: 'no' }));
    const reload = vi.fn();
    const { result } = renderHook(() => useConversion(9, reload));
    act(() => result.current.choose(offer));
    await act(() => result.current.confirm());
    expect(result.current.confirmation?.problem?.key).toBe('rewards.spend.errors.insufficientPoints');
    expect(useUserStore.getState().details).toMatchObject({ user_points: 500, tickets: 0 });
    expect(reload).toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
  });
});
