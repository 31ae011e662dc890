// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActiveQuest } from '@contract/schemas/entities';
import en from '../../../../public/specific/locales/en/panelist.json';
import { ApiError } from '../../../api/client';
import { englishForTests } from '../../../i18n/englishForTests';
import { useActiveSurveys } from '../../../stores/activeSurveysStore';
import { useSessionStore } from '../../../stores/sessionStore';
import { SurveysPage } from './SurveysPage';
import { backOnlineUntil } from '../../../testing/backOnline';

// The device's IndexedDB as a map.
const records = vi.hoisted(() => {
  vi.stubGlobal('indexedDB', {});
  return new Map<string, unknown>();
});
vi.mock('idb-keyval', async () => (await import('../../../offline/memoryIdbKeyval')).memoryIdbKeyval(records));

/** The server at the client's one call, answered per test. */
const server = vi.hoisted(() => ({ answer: vi.fn<(name: string) => Promise<unknown>>() }));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: (name: string) => server.answer(name),
}));

const quest = { quest_id: 5, quest_type: 'short', quest_title: 'Two minutes on coffee', quest_description: '', quest_points: 20, status: 'new', estimatedMinutes: 2 } as unknown as ActiveQuest;
const offline = () => Promise.reject(new ApiError(0, { error: 'Network Error' }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
beforeEach(() => {
  records.clear();
  server.answer.mockReset();
  useActiveSurveys.setState({ quests: null });
  useSessionStore.setState({ session: { token: 't', user_id: 9, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
});
afterEach(cleanup);

const open = () => render(<I18nextProvider i18n={i18n}><SurveysPage /></I18nextProvider>);

describe('the surveys page when its list cannot be loaded', () => {
  it('offline with no list on the device: says so, and shows the list once the browser is back online', async () => {
    let reachable = false;
    server.answer.mockImplementation(() => (reachable ? Promise.resolve([quest]) : offline()));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(en.surveys.page.offline);
    reachable = true;
    await backOnlineUntil(() => expect(screen.getByRole('heading', { level: 2, name: quest.quest_title })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a failure of the server's own is not called offline: the last list stays, with Try again", async () => {
    useActiveSurveys.setState({ quests: [quest] });
    let failing = true;
    server.answer.mockImplementation(() => (failing ? Promise.reject(new ApiError(500, { code: 500 })) : Promise.resolve([])));
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(en.surveys.page.staleFailed);
    expect(screen.getByRole('heading', { level: 2, name: quest.quest_title })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(server.answer).toHaveBeenCalledTimes(1);
    failing = false;
    await act(async () => screen.getByRole('button', { name: en.surveys.runner.retry }).click());
    expect(await screen.findByText(en.surveys.page.empty)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline after a reload: shows the list this device kept for the member, saying it is the last one; never another member\'s', async () => {
    server.answer.mockImplementation(() => Promise.resolve([quest]));
    const online = open();
    expect(await screen.findByRole('heading', { level: 2, name: quest.quest_title })).toBeTruthy();
    online.unmount();

    // A reload: nothing in memory, no network.
    useActiveSurveys.setState({ quests: null });
    server.answer.mockImplementation(offline);
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(en.surveys.page.stale);
    expect(screen.getByRole('heading', { level: 2, name: quest.quest_title })).toBeTruthy();
    cleanup();

    useActiveSurveys.setState({ quests: null });
    useSessionStore.setState({ session: { token: 't2', user_id: 10, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(en.surveys.page.offline);
    expect(screen.queryByRole('heading', { level: 2, name: quest.quest_title })).toBeNull();
  });

  it('offline with the last list on the device: shows it, saying it is the list of the last time online', async () => {
    useActiveSurveys.setState({ quests: [quest] });
    server.answer.mockImplementation(offline);
    open();
    expect((await screen.findByRole('alert')).textContent).toBe(en.surveys.page.stale);
    expect(screen.getByRole('heading', { level: 2, name: quest.quest_title })).toBeTruthy();
  });
});

describe('the surveys page', () => {
  it('shows a survey\'s points with K/M/B/T units, as every count in the app', async () => {
    server.answer.mockImplementation(() => Promise.resolve([{ ...quest, quest_points: 1500 }, { ...quest, quest_id: 6, quest_title: 'Another', quest_points: 20 }]));
    open();
    expect(await screen.findByText('1.5K points')).toBeTruthy();
    expect(screen.getByText('20 points')).toBeTruthy();
  });
});
