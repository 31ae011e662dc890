// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../server/config/site-config.json';
import { setSiteConfig } from '../config/siteConfig';
import { englishForTests } from '../i18n/englishForTests';
import { useSessionStore } from '../stores/sessionStore';
import { AppRoutes } from './routes';
import { stubMediaQueries } from '../testing/mediaQueries';

// guestLogin is what makes a visitor a guest (and sets the session cookie); the survey's questions never come.
const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../api/client', async (original) => ({ ...(await original<typeof import('../api/client')>()), call: calls.call }));
vi.mock('../lib/fingerprint', () => ({ browserFingerprint: () => Promise.resolve('visitor-1') }));
vi.mock('../stores/answerQueue', () => ({
  startAnswerQueue: () => undefined,
  useAnswerQueue: () => undefined,
  answerQueue: { reload: () => Promise.resolve([]), flush: () => Promise.resolve(), store: { getState: () => ({ items: {}, acknowledged: {}, rejected: {} }) } },
}));

const guest = { token: 'g', user_id: 77, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: false };
const calledNames = () => calls.call.mock.calls.map(([name]) => name as string);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
  stubMediaQueries((query) => query.includes('min-width'));
});
beforeEach(() => {
  calls.call.mockReset();
  calls.call.mockImplementation((name: string) => (name === 'guestLogin' ? Promise.resolve(guest) : new Promise(() => undefined)));
  useSessionStore.setState({ session: null });
});
afterEach(cleanup);

function open(path: string) {
  const { hook } = memoryLocation({ path });
  render(<I18nextProvider i18n={i18n}><Router hook={hook}><AppRoutes /></Router></I18nextProvider>);
}

describe('the live survey embed route', () => {
  it.each(['abc', '0', '-1', '99999999999'])('with a malformed id (%s) says the survey is not available and makes the visitor no guest', async (id) => {
    open(`/live-survey-embed/${id}`);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.embed.error);
    expect(calledNames()).toEqual([]);
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('with a survey id makes the visitor a guest before asking for its question', async () => {
    open('/live-survey-embed/5');
    await waitFor(() => expect(calledNames()).toEqual(['guestLogin', 'getNextQuestion']));
    expect(useSessionStore.getState().session?.isGuest).toBe(true);
  });
});

describe('paths', () => {
  it('match in their exact case, as the guards and the titles compare them: /LOGIN is the fallback page', async () => {
    open('/LOGIN');
    expect((await screen.findByTestId('fallback-page')).textContent).toContain(en.routes.fallback.title);
    cleanup();
    open('/Publiccardpage/1');
    expect(await screen.findByTestId('fallback-page')).toBeTruthy();
    // The header's language list only: no card read, no guest made.
    expect(calledNames().filter((name) => name !== 'getLanguages')).toEqual([]);
  });

  it('in their own case open their screens', async () => {
    open('/login');
    expect(await screen.findByRole('heading', { level: 1, name: en.auth.login.title })).toBeTruthy();
    expect(screen.queryByTestId('fallback-page')).toBeNull();
  });
});
