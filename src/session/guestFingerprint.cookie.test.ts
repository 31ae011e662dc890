// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_FINGERPRINT_KEY, guestFingerprint, partitionedCookieStorage } from './guestFingerprint';

const VISITOR = '0123456789abcdef0123456789abcdef';
const visitorId = () => Promise.resolve(VISITOR);

describe('the guest fingerprint where local storage is refused', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.cookie = `${GUEST_FINGERPRINT_KEY}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

  it('is kept in a Secure cookie partitioned by the top-level site: one guest per browser, the same on every visit', async () => {
    vi.stubGlobal('isSecureContext', true);
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    const storage = partitionedCookieStorage();
    const first = await guestFingerprint(visitorId, storage);
    expect(first).toMatch(new RegExp(`^${VISITOR}-[A-Za-z0-9_-]{22}$`));
    expect(written[0]).toMatch(/; Secure; SameSite=None; Partitioned$/);
    expect(await guestFingerprint(() => Promise.resolve('another-visitor-id'), partitionedCookieStorage())).toBe(first);
  });

  it('is the visitor id alone where the browser drops that cookie too, or no Secure cookie can be written', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    expect(await guestFingerprint(visitorId, partitionedCookieStorage())).toBe(VISITOR);
    vi.stubGlobal('isSecureContext', false);
    expect(partitionedCookieStorage()).toBeNull();
  });
});
