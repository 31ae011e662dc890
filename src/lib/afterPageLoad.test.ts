// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './afterPageLoad';

afterEach(() => vi.restoreAllMocks());

describe('work deferred past the first load', () => {
  it('waits for the load event, then for the browser to be idle', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const idle = vi.fn((callback: () => void) => { callback(); return 1; });
    Object.assign(window, { requestIdleCallback: idle });
    let done = false;
    const waiting = afterPageLoad(1234).then(() => { done = true; });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(idle).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await waiting;
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1234 });
    expect(done).toBe(true);
  });

  it('goes on at once after a load that already happened, without idle callbacks too', async () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    Object.assign(window, { requestIdleCallback: undefined });
    await expect(afterPageLoad()).resolves.toBeUndefined();
  });
});
