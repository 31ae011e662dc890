import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBackgroundSync } from './backgroundSync';

afterEach(() => vi.unstubAllGlobals());

describe('requestBackgroundSync', () => {
  it('registers the tag with the worker that controls the page', async () => {
    const register = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { serviceWorker: { controller: {}, ready: Promise.resolve({ sync: { register } }) } });
    requestBackgroundSync('panelist-logout');
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('panelist-logout'));
  });

  it('does nothing without a controlling worker, or without Background Sync', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: null, ready: new Promise(() => undefined) } });
    expect(() => requestBackgroundSync('panelist-logout')).not.toThrow();
    vi.stubGlobal('navigator', { serviceWorker: { controller: {}, ready: Promise.resolve({}) } });
    expect(() => requestBackgroundSync('panelist-logout')).not.toThrow();
  });
});
