import { describe, expect, it, vi } from 'vitest';
import { isTranslationFile, readLocale } from './localeBackend';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the translation files backend', () => {
  it('reads /specific/locales/{lng}/{ns}.json and hands its texts to i18next', async () => {
    const fetchImpl = answer(200, { layout: { brand: 'Panelist' } });
    const callback = vi.fn();
    await readLocale('ru', 'panelist', callback, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledWith('/specific/locales/ru/panelist.json', expect.anything());
    expect(callback).toHaveBeenCalledWith(null, { layout: { brand: 'Panelist' } });
  });

  it('asks for a retry after a network failure or a server error, not after a missing or bad file', async () => {
    const cases: Array<[typeof fetch, boolean]> = [
      [vi.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch, true],
      [answer(503, {}) as unknown as typeof fetch, true],
      [answer(404, {}) as unknown as typeof fetch, false],
      [answer(200, ['not', 'texts']) as unknown as typeof fetch, false],
      [vi.fn(async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch, false],
    ];
    for (const [fetchImpl, retry] of cases) {
      const callback = vi.fn();
      await readLocale('en', 'panelist', callback, fetchImpl);
      expect(callback).toHaveBeenCalledWith(expect.any(Error), retry);
    }
  });

  it('takes objects only as translation files', () => {
    expect(isTranslationFile({ a: 'b' })).toBe(true);
    expect([null, [], 'text', 3].map(isTranslationFile)).toEqual([false, false, false, false]);
  });
});
