import { describe, expect, it, vi } from 'vitest';
import { GUEST_FINGERPRINT_KEY, guestFingerprint } from './guestFingerprint';

/** The guest route's fingerprint: contract/schemas/common.ts, Fingerprint. */
const FINGERPRINT = /^[A-Za-z0-9_-]{8,128}$/;
const VISITOR = '0123456789abcdef0123456789abcdef';
const visitorId = () => Promise.resolve(VISITOR);

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
}

describe('guestFingerprint', () => {
  it('adds a random id to the visitor id, in a form the guest route takes', async () => {
    const fingerprint = await guestFingerprint(visitorId, memoryStorage());
    expect(fingerprint).toMatch(new RegExp(`^${VISITOR}-[A-Za-z0-9_-]{22}$`));
    expect(fingerprint).toMatch(FINGERPRINT);
  });

  it('keeps it: the same browser is the same guest on every visit, even when its visitor id comes out differently', async () => {
    const storage = memoryStorage();
    const first = await guestFingerprint(visitorId, storage);
    const later = vi.fn(() => Promise.resolve('another-visitor-id-of-the-same-browser'));
    expect(await guestFingerprint(later, storage)).toBe(first);
    // Nor is the visitor id computed again (its library is not even loaded).
    expect(later).not.toHaveBeenCalled();
  });

  it('gives two browsers with the same visitor id (identical phones, fresh profiles) two guests', async () => {
    expect(await guestFingerprint(visitorId, memoryStorage())).not.toBe(await guestFingerprint(visitorId, memoryStorage()));
  });

  it('replaces a damaged kept value', async () => {
    const storage = memoryStorage({ [GUEST_FINGERPRINT_KEY]: '<script>' });
    const fingerprint = await guestFingerprint(visitorId, storage);
    expect(fingerprint).toMatch(new RegExp(`^${VISITOR}-`));
    expect(storage.values.get(GUEST_FINGERPRINT_KEY)).toBe(fingerprint);
  });

  it("stays within the route's 128 characters whatever the visitor id", async () => {
    expect(await guestFingerprint(() => Promise.resolve('v'.repeat(128)), memoryStorage())).toMatch(FINGERPRINT);
  });

  it('is the visitor id alone where storage is missing or refused', async () => {
    expect(await guestFingerprint(visitorId, null)).toBe(VISITOR);
    const refused = { getItem: () => { throw new DOMException('denied', 'SecurityError'); }, setItem: () => undefined };
    expect(await guestFingerprint(visitorId, refused)).toBe(VISITOR);
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(await guestFingerprint(visitorId, full)).toBe(VISITOR);
  });
});
