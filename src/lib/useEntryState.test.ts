// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedPage } from './entryState';
import { useEntryState } from './useEntryState';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useEntryState', () => {
  it('starts from the default on a new entry, and keeps each change in the entry without changing the URL', () => {
    window.history.replaceState({ router: 'kept' }, '', '/app/history');
    const { result } = renderHook(() => useEntryState('history.page', storedPage));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    expect(window.history.state).toEqual({ router: 'kept', 'history.page': 3 });
    expect(window.location.pathname).toBe('/app/history');
  });

  it('shows the view as left when the entry is visited again, and checks what it reads back', () => {
    window.history.replaceState({ 'history.page': 4 }, '', '/app/history');
    expect(renderHook(() => useEntryState('history.page', storedPage)).result.current[0]).toBe(4);
    window.history.replaceState({ 'history.page': 'four' }, '', '/app/history');
    expect(renderHook(() => useEntryState('history.page', storedPage)).result.current[0]).toBe(1);
  });
});

describe('useEntryState, when the browser refuses history writes', () => {
  it('still changes the view', () => {
    window.history.replaceState(null, '', '/app/propose');
    const { result } = renderHook(() => useEntryState('propose.page', storedPage));
    const refuse = vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('Attempt to use history.replaceState() more than 100 times per 30 seconds', 'SecurityError');
    });
    act(() => result.current[1](2));
    expect(refuse).toHaveBeenCalled();
    expect(result.current[0]).toBe(2);
    refuse.mockRestore();
  });
});

describe('useEntryState, with the page kept on screen', () => {
  it('starts afresh on a link to the same page, and shows each entry as left on Back and Forward', () => {
    window.history.replaceState(null, '', '/app/history');
    const { result } = renderHook(() => useEntryState('history.page', storedPage));
    act(() => result.current[1](3));
    act(() => window.history.pushState(null, '', '/app/history'));
    // The router's patched pushState announces itself; jsdom's does not, so the test says it.
    act(() => void window.dispatchEvent(new Event('pushState')));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));

    window.history.replaceState({ 'history.page': 3 }, '', '/app/history');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state })));
    expect(result.current[0]).toBe(3);
  });
});
