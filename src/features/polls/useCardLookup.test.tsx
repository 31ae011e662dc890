// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCardLookup } from './useCardLookup';

/** A lookup whose answers the test gives, one card at a time. */
function heldLookup() {
  const pending = new Map<number, { resolve(value: string): void; reject(error: Error): void; signal: AbortSignal }>();
  const look = vi.fn((id: number, signal: AbortSignal) => new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject, signal })));
  return { look, pending };
}

describe('useCardLookup', () => {
  it('is undefined while a card is looked up, then holds its answer', async () => {
    const { look, pending } = heldLookup();
    const { result } = renderHook(() => useCardLookup(5, look));
    expect(result.current).toBeUndefined();
    await act(async () => pending.get(5)!.resolve('Ann Lee'));
    expect(result.current).toBe('Ann Lee');
  });

  it('gives the failed value when the lookup fails', async () => {
    const { look, pending } = heldLookup();
    const { result } = renderHook(() => useCardLookup<string | null>(5, look, null));
    await act(async () => pending.get(5)!.reject(new Error('offline')));
    expect(result.current).toBeNull();
  });

  it('looks nothing up without a card, and shows a new card as looked up until its own answer, the old lookup aborted', async () => {
    const { look, pending } = heldLookup();
    const { result, rerender } = renderHook(({ id }: { id: number | null }) => useCardLookup(id, look), { initialProps: { id: null as number | null } });
    expect([result.current, look.mock.calls.length]).toEqual([undefined, 0]);
    rerender({ id: 5 });
    await act(async () => pending.get(5)!.resolve('Ann Lee'));
    rerender({ id: 6 });
    expect(result.current).toBeUndefined();
    rerender({ id: 7 });
    await waitFor(() => expect(pending.get(6)!.signal.aborted).toBe(true));
    // The answer for a card left behind is not taken as the current card's.
    await act(async () => pending.get(6)!.reject(new DOMException('aborted', 'AbortError')));
    expect(result.current).toBeUndefined();
    await act(async () => pending.get(7)!.resolve('Bo Kim'));
    expect(result.current).toBe('Bo Kim');
  });
});
