// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../../server/config/site-config.json';
import { ApiError } from '../../../api/client';
import { setSiteConfig } from '../../../config/siteConfig';
import { englishForTests } from '../../../i18n/englishForTests';
import { useSessionStore } from '../../../stores/sessionStore';
import type { QuestionCard } from '../api';
import { StatsPage } from './StatsPage';
import { CardPage } from './CardPage';
import { PublicCardPage } from './PublicCardPage';
import { Top10Page } from './Top10Page';
import { backOnlineUntil } from '../../../testing/backOnline';
import { rememberCard, rememberStats } from '../../../offline/cardCache';
import { rememberTop10 } from '../top10Cache';

// The device's IndexedDB as a map, holding what an older version (or a damaged store) left.
const records = vi.hoisted(() => {
  vi.stubGlobal('indexedDB', {});
  return new Map<string, unknown>();
});
vi.mock('idb-keyval', async () => (await import('../../../offline/memoryIdbKeyval')).memoryIdbKeyval(records));
const server = vi.hoisted(() => ({ answer: vi.fn<(name: string, input: unknown) => Promise<unknown>>() }));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: (name: string, input: unknown) => server.answer(name, input),
}));
vi.mock('../../../stores/answerQueue', async () => (await import('../../../testing/idleAnswerQueue')).idleAnswerQueue);

const card: QuestionCard = {
  id: 42, text: 'Tea or coffee?', type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo',
  choices: [{ id: 100, label: 'Tea', value: 1, haveMedia: false }, { id: 101, label: 'Coffee', value: 2, haveMedia: false }],
};
const stats = { questionId: 42, total: 3, choices: [{ value: 1, label: 'Tea', count: 2, percent: 67 }, { value: 2, label: 'Coffee', count: 1, percent: 33 }] };
/** An older version's card: its text per language. */
const oldCard = { id: 42, text: { en: 'Tea or coffee?' }, choices: [] };
const offline = () => Promise.reject(new ApiError(0, { message: 'offline' }));

function answers(table: Record<string, () => Promise<unknown>>) {
  server.answer.mockImplementation((name) => table[name]?.() ?? Promise.reject(new Error(`unexpected call ${name}`)));
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
beforeEach(() => {
  records.clear();
  server.answer.mockReset();
  useSessionStore.setState({ session: { token: 't', user_id: 9, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
});
afterEach(cleanup);

function open(path: string, pattern: string, page: ReactNode) {
  const { hook } = memoryLocation({ path });
  render(<I18nextProvider i18n={i18n}><Router hook={hook}><Route path={pattern}>{page}</Route></Router></I18nextProvider>);
}

describe('records the device cannot show', () => {
  it('the stats page asks the network for a card whose kept copy has an old shape, and drops that copy', async () => {
    records.set('card:9:42', oldCard);
    answers({ getStats: () => Promise.resolve(stats), getCard: () => Promise.resolve(card) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: card.text })).toBeTruthy();
    expect(screen.getByTestId('results')).toBeTruthy();
    expect(records.has('card:9:42')).toBe(false);
  });

  it('offline, the stats page says the results are unavailable instead of drawing damaged ones', async () => {
    records.set('card:9:42', card);
    records.set('stats:9:42', { questionId: 42, total: 3, choices: null });
    answers({ getStats: offline });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.results.unavailable);
    expect(records.has('stats:9:42')).toBe(false);
  });

  it('offline, the top 10 says it needs the connection instead of drawing a damaged list', async () => {
    records.set('top10:9:en', [{ card: oldCard, stats }]);
    answers({ getTop10: offline });
    open('/app/top10', '/app/top10', <Top10Page />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.top10.offline);
    expect(records.has('top10:9:en')).toBe(false);
  });
});

describe('a card opened by its own address', () => {
  it('opens again offline: a shared card, for the visitor who has since become a guest', async () => {
    useSessionStore.setState({ session: null });
    answers({ getCard: () => Promise.resolve(card) });
    open('/publicCardPage/42', '/publicCardPage/:id', <PublicCardPage />);
    expect(await screen.findByRole('heading', { name: card.text })).toBeTruthy();
    cleanup();

    useSessionStore.setState({ session: { token: 'g', user_id: 31, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest: true } });
    answers({ getCard: offline, getWidgetAnswer: offline });
    open('/publicCardPage/42', '/publicCardPage/:id', <PublicCardPage />);
    expect(await screen.findByRole('heading', { name: card.text })).toBeTruthy();
  });

  it("opens again offline for the member, and is not another member's", async () => {
    answers({ getCard: () => Promise.resolve(card), getWidgetAnswer: () => Promise.resolve([]) });
    open('/app/cardPage/42', '/app/cardPage/:id', <CardPage />);
    expect(await screen.findByRole('heading', { name: card.text })).toBeTruthy();
    cleanup();

    answers({ getCard: offline, getWidgetAnswer: offline });
    open('/app/cardPage/42', '/app/cardPage/:id', <CardPage />);
    expect(await screen.findByRole('heading', { name: card.text })).toBeTruthy();
    cleanup();
    const session = useSessionStore.getState().session!;
    useSessionStore.setState({ session: { ...session, user_id: 8 } });
    open('/app/cardPage/42', '/app/cardPage/:id', <CardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.card.offline);
  });
});

describe('records of another member of this device', () => {
  it('offline, the stats page and the top 10 show nothing another member saw here', async () => {
    const session = useSessionStore.getState().session!;
    useSessionStore.setState({ session: { ...session, user_id: 8 } });
    await Promise.all([rememberCard(card), rememberStats(stats), rememberTop10('en', [{ card, stats }])]);
    useSessionStore.setState({ session });
    answers({ getStats: offline, getCard: offline, getTop10: offline });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.results.unavailable);
    cleanup();
    open('/app/top10', '/app/top10', <Top10Page />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.top10.offline);
    expect(screen.queryByTestId('results')).toBeNull();
  });
});

describe('back online', () => {
  it('the top 10 shown from the device is read from the server again once the browser is back online', async () => {
    records.set('top10:9:en', [{ card, stats }]);
    let reachable = false;
    const fresh = { ...card, id: 43, text: 'Rain or sun?' };
    answers({ getTop10: () => (reachable ? Promise.resolve([{ card: fresh, stats: { ...stats, questionId: 43 } }]) : offline()) });
    open('/app/top10', '/app/top10', <Top10Page />);
    expect(await screen.findByText(en.polls.top10.offlineCopy)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Tea or coffee\?/ })).toBeTruthy();
    reachable = true;
    await backOnlineUntil(() => expect(screen.getByRole('heading', { level: 2, name: /Rain or sun\?/ })).toBeTruthy());
    expect(screen.queryByText(en.polls.top10.offlineCopy)).toBeNull();
  });

  it('the results shown from the device say so, and are read from the server again once the browser is back online', async () => {
    await rememberCard(card);
    await rememberStats(stats);
    let reachable = false;
    answers({ getStats: () => (reachable ? Promise.resolve({ ...stats, total: 4, choices: [{ ...stats.choices[0]!, count: 3, percent: 75 }, { ...stats.choices[1]!, percent: 25 }] }) : offline()) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect(await screen.findByText(en.polls.stats.kept)).toBeTruthy();
    expect(screen.getByTestId('results').textContent).toContain('3 answers');
    reachable = true;
    await backOnlineUntil(() => expect(screen.getByTestId('results').textContent).toContain('4 answers'));
    expect(screen.queryByText(en.polls.stats.kept)).toBeNull();
  });
});
