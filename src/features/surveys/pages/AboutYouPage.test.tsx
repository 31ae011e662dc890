// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../public/specific/locales/en/panelist.json';
import { ApiError } from '../../../api/client';
import { englishForTests } from '../../../i18n/englishForTests';
import { useSessionStore } from '../../../stores/sessionStore';
import { backOnlineUntil } from '../../../testing/backOnline';
import { AboutYouPage } from './AboutYouPage';

/** The server at the client's calls, answered per test. */
const server = vi.hoisted(() => ({ answer: vi.fn<(name: string) => Promise<unknown>>() }));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: (name: string) => server.answer(name),
}));

const profileSurvey = { quest_id: 7, quest_type: 'profile', quest_title: 'About your household', quest_description: '', quest_points: 20, status: 'new', estimatedMinutes: 2 };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
beforeEach(() => {
  server.answer.mockReset();
  useSessionStore.setState({ session: { token: 't', user_id: 9, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
});
afterEach(cleanup);

const open = () => render(<I18nextProvider i18n={i18n}><AboutYouPage /></I18nextProvider>);
/** The two lists the page asks for: nothing finished, one profile survey open. */
const lists = (name: string) => Promise.resolve(name === 'getActiveQuests' ? [profileSurvey] : []);

describe('the About you page when its answers cannot be loaded', () => {
  it('offline: says so, and shows the page once the browser is back online', async () => {
    let reachable = false;
    server.answer.mockImplementation((name) => (reachable ? lists(name) : Promise.reject(new ApiError(0, { error: 'Network Error' }))));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(en.surveys.aboutYou.offline);
    reachable = true;
    await backOnlineUntil(() => expect(screen.getByRole('link', { name: 'Take the profile survey: About your household' })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a failure of the server's own says the answers could not be loaded, with Try again", async () => {
    server.answer.mockImplementation(() => Promise.reject(new ApiError(500, { code: 107 })));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(en.surveys.aboutYou.error);
    expect(screen.getByRole('button', { name: en.surveys.runner.retry })).toBeTruthy();
  });
});
