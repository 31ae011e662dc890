// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { setCookie } from '../lib/cookies';

// The device's stored session record, damaged: text that is not JSON, or an object not written as text.
const stored = vi.hoisted(() => {
  globalThis.indexedDB ??= {} as IDBFactory;
  return { value: undefined as unknown };
});
vi.mock('idb-keyval', () => ({ get: async () => stored.value, set: async () => undefined, del: async () => undefined }));

const { useSessionStore } = await import('./sessionStore');

describe('a damaged stored session record', () => {
  it.each([['text that is not JSON', 'garbage{'], ['an object', { state: { session: 'x' } }]])(
    'leaves the member signed in by their valid cookie (%s)',
    async (_name, value) => {
      setSiteConfig({ cookieLocaleSuffix: '_en' } as SiteConfig);
      setCookie('globals_en', JSON.stringify({ userId: 7, authorization: '7:tok', level: 0, forecastSegment: null, panelSegment: null, userAgreement: true, isGuest: false }), { crossSite: true });
      stored.value = value;
      await useSessionStore.persist.rehydrate();
      expect(useSessionStore.getState().session).toMatchObject({ user_id: 7, token: 'tok', isGuest: false });
    },
  );
});
