// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import siteDefaults from '../../../server/config/site-config.json';
import type { SiteConfig } from '@contract/schemas/site-config';
import { ApiError } from '../../api/client';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { useAccountDeletion } from './useAccountDeletion';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', async (original) => ({
  ...(await original<typeof import('../../api/client')>()),
  call: (name: string, input: unknown) => calls.call(name, input),
}));

const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
beforeEach(() => {
  calls.call.mockReset();
  // Push is configured: a request that fails must leave the member's notifications as they were.
  setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), firebase });
});

describe('useAccountDeletion', () => {
  it('sends only the request: a refused one leaves push on every device as it was, and says why', async () => {
    calls.call.mockRejectedValue(new ApiError(500, { code: 500, message: 'boom' }));
    const { result } = renderHook(() => useAccountDeletion(), { wrapper: ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider> });
    await act(() => result.current.request(7));
    expect(calls.call.mock.calls.map(([name]) => name)).toEqual(['requestAccountDeletion']);
    expect(result.current.problem).toBe('settings.deletion.failed');
    expect(result.current.sending).toBe(false);
  });
});
