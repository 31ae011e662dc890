// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearLogoutPending, logoutMayBePending, markLogoutPending } from './logoutPendingMark';

describe('the pending-logout mark', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('is off on a first visit, on once a logout is kept, off again once none is left', () => {
    expect(logoutMayBePending()).toBe(false);
    markLogoutPending();
    expect(logoutMayBePending()).toBe(true);
    clearLogoutPending();
    expect(logoutMayBePending()).toBe(false);
  });

  it('counts as maybe pending where storage throws, and marking or clearing there does not throw', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    expect(logoutMayBePending()).toBe(true);
    expect(() => { markLogoutPending(); clearLogoutPending(); }).not.toThrow();
  });
});
