// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@contract/rules/error-codes';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../../server/config/site-config.json';
import { ApiError } from '../../../api/client';
import { setSiteConfig } from '../../../config/siteConfig';
import { englishForTests } from '../../../i18n/englishForTests';
import { useSessionStore } from '../../../stores/sessionStore';
import { useUserStore } from '../../../stores/userStore';
import type { QuestionCard } from '../api';
import { CardPage } from './CardPage';
import { LiveSurveyEmbedPage } from './LiveSurveyEmbedPage';
import { PublicCardPage } from './PublicCardPage';
import { StatsPage } from './StatsPage';
import { ThankYouPage } from './ThankYouPage';
import { backOnlineUntil } from '../../../testing/backOnline';

/** The server at the client's one call: each call's answer is set per test, by the call's name. */
const server = vi.hoisted(() => ({ answer: vi.fn<(name: string, input: unknown) => Promise<unknown>>() }));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: (name: string, input: unknown) => server.answer(name, input),
}));
vi.mock('../../../stores/answerQueue', async () => (await import('../../../testing/idleAnswerQueue')).idleAnswerQueue);

vi.mock('../../../lib/fingerprint', () => ({ browserFingerprint: () => Promise.resolve('visitor-1') }));

const card: QuestionCard = {
  id: 42, text: 'Tea or coffee?', type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo',
  choices: [{ id: 100, label: 'Tea', value: 1, haveMedia: false }, { id: 101, label: 'Coffee', value: 2, haveMedia: false }],
};
const stats = { questionId: 42, total: 3, choices: [{ value: 1, label: 'Tea', count: 2, percent: 67 }, { value: 2, label: 'Coffee', count: 1, percent: 33 }], byAgeGroup: [], byGender: [] };
const quest = { quest_id: 5, quest_type: 'short', quest_title: 'Two minutes on coffee', quest_description: '', quest_points: 20, q_quest_id: null, estimatedMinutes: 2, questions: [] };
const notFound = () => new ApiError(404, { code: ErrorCode.notFound, error: 'Not Found', message: 'No such survey.' });

/** Calls by name answered from this table; any other call fails the test. */
function answers(table: Record<string, (input: unknown) => Promise<unknown>>) {
  server.answer.mockImplementation((name, input) => table[name]?.(input) ?? Promise.reject(new Error(`unexpected call ${name}`)));
}
const calledNames = () => server.answer.mock.calls.map(([name]) => name);

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
beforeEach(() => {
  server.answer.mockReset();
  useSessionStore.setState({ session: { token: 't', user_id: 9, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
  useUserStore.setState({ details: { user_points: 120 } as never });
});
afterEach(cleanup);

function open(path: string, pattern: string, page: ReactNode) {
  const { hook } = memoryLocation({ path });
  render(<I18nextProvider i18n={i18n}><Router hook={hook}><Route path={pattern}>{page}</Route></Router></I18nextProvider>);
}

/** A call that answers only when the test says so. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

describe('thank-you page', () => {
  it.each(['x', '0', '-5', '%20', '1.5'])('a malformed id (%s) says no such survey, asks the server nothing, and offers the way back', async (id) => {
    answers({});
    open(`/app/thankYou/${id}`, '/app/thankYou/:qid', <ThankYouPage />);
    expect(await screen.findByRole('heading', { level: 1, name: en.polls.thankYou.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(en.polls.thankYou.notFound);
    expect(screen.getByRole('link', { name: en.polls.stats.back }).getAttribute('href')).toBe('/app/');
    expect(screen.queryByText(en.polls.thankYou.title)).toBeNull();
    expect(screen.queryByTestId('thank-you-balance')).toBeNull();
    expect(server.answer).not.toHaveBeenCalled();
  });

  it('an unknown quest says no such survey, never thanks', async () => {
    answers({ getActiveQuests: () => Promise.resolve([]), getQuest: () => Promise.reject(notFound()) });
    open('/app/thankYou/999999', '/app/thankYou/:qid', <ThankYouPage />);
    expect(await screen.findByRole('heading', { level: 1, name: en.polls.thankYou.notFoundTitle })).toBeTruthy();
    expect(screen.queryByText(en.polls.thankYou.title)).toBeNull();
    expect(screen.queryByTestId('thank-you-balance')).toBeNull();
  });

  it('a quest still open to the member is not finished, and its details are not read (that would start the run)', async () => {
    answers({ getActiveQuests: () => Promise.resolve([{ ...quest, status: 'new' }]) });
    open('/app/thankYou/5', '/app/thankYou/:qid', <ThankYouPage />);
    expect(await screen.findByRole('heading', { level: 1, name: en.polls.thankYou.notFoundTitle })).toBeTruthy();
    expect(calledNames()).toEqual(['getActiveQuests']);
  });

  it('shows a spinner while it asks, then the finished survey\'s outcome and the balance', async () => {
    const active = held<unknown[]>();
    answers({ getActiveQuests: () => active.promise, getQuest: () => Promise.resolve({ ...quest, status: 'completed', pointsAwarded: 20 }) });
    open('/app/thankYou/5', '/app/thankYou/:qid', <ThankYouPage />);
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    expect(screen.queryByText(en.polls.thankYou.title)).toBeNull();
    await act(async () => active.release([]));
    expect(await screen.findByRole('heading', { level: 1, name: en.polls.thankYou.title })).toBeTruthy();
    expect(screen.getByTestId('survey-outcome').getAttribute('data-status')).toBe('completed');
    expect(screen.getByTestId('thank-you-balance').textContent).toBe('Your balance: 120 points');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('offline, it says the outcome cannot be checked instead of thanking, and asks again once back online', async () => {
    let offline = true;
    answers({
      getActiveQuests: () => (offline ? Promise.reject(new ApiError(0, {})) : Promise.resolve([])),
      getQuest: () => Promise.resolve({ ...quest, status: 'completed', pointsAwarded: 20 }),
    });
    open('/app/thankYou/5', '/app/thankYou/:qid', <ThankYouPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.thankYou.unknown);
    expect(screen.queryByText(en.polls.thankYou.title)).toBeNull();
    offline = false;
    await backOnlineUntil(() => expect(screen.getByRole('heading', { level: 1, name: en.polls.thankYou.title })).toBeTruthy());
  });

  it('a failure of the server\'s own is not asked again on reconnecting', async () => {
    answers({ getActiveQuests: () => Promise.reject(new ApiError(500, {})) });
    open('/app/thankYou/5', '/app/thankYou/:qid', <ThankYouPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.thankYou.failed);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(calledNames()).toEqual(['getActiveQuests']);
  });

  it.each([500, 503, 429])('online, a %i says the outcome cannot be checked, not to come back online, and Try again asks again', async (status) => {
    let failing = true;
    answers({
      getActiveQuests: () => (failing ? Promise.reject(new ApiError(status, {})) : Promise.resolve([])),
      getQuest: () => Promise.resolve({ ...quest, status: 'completed', pointsAwarded: 20 }),
    });
    open('/app/thankYou/5', '/app/thankYou/:qid', <ThankYouPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.thankYou.failed);
    expect(screen.queryByText(/online/)).toBeNull();
    failing = false;
    await act(async () => screen.getByRole('button', { name: en.polls.feed.retry }).click());
    expect(await screen.findByRole('heading', { level: 1, name: en.polls.thankYou.title })).toBeTruthy();
  });
});

describe('stats page', () => {
  it('shows a spinner while loading, then the question\'s text from its card when the device has none', async () => {
    const pending = held<unknown>();
    answers({ getStats: () => pending.promise, getCard: () => Promise.resolve(card) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    await act(async () => pending.release(stats));
    expect(await screen.findByRole('heading', { level: 1, name: card.text })).toBeTruthy();
    expect(screen.queryByTestId('spinner')).toBeNull();
    expect(server.answer).toHaveBeenCalledWith('getCard', { params: { id: '42' } });
  });

  it("marks the member's own answer among the results", async () => {
    answers({ getStats: () => Promise.resolve(stats), getCard: () => Promise.resolve(card), getWidgetAnswer: () => Promise.resolve([2]) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    const rows = await screen.findAllByTestId('result-row');
    expect(rows.map((row) => row.textContent?.includes(en.polls.results.yourAnswer))).toEqual([false, true]);
    expect(server.answer).toHaveBeenCalledWith('getWidgetAnswer', { params: { id: '42' } });
  });

  it("shows the results without a mark when the member's answer cannot be read", async () => {
    answers({ getStats: () => Promise.resolve(stats), getCard: () => Promise.resolve(card), getWidgetAnswer: () => Promise.reject(new ApiError(500, {})) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect(await screen.findAllByTestId('result-row')).toHaveLength(2);
    expect(screen.queryByText(en.polls.results.yourAnswer)).toBeNull();
  });

  it.each([
    ['not open to the member (403)', new ApiError(403, { code: 403, error: 'Forbidden', message: 'This question is not open to you.' })],
    ['unknown (404)', notFound()],
  ])('a question %s is not available, with no retry', async (_, refusal) => {
    answers({ getStats: () => Promise.reject(refusal), getCard: () => Promise.reject(refusal) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.card.notAvailable);
    expect(screen.queryByRole('button', { name: en.polls.feed.retry })).toBeNull();
  });

  it('offline with no copy on the device, it says the results are not available offline, and loads them once back online', async () => {
    let offline = true;
    const unreachable = () => Promise.reject(new ApiError(0, {}));
    answers({ getStats: () => (offline ? unreachable() : Promise.resolve(stats)), getCard: () => (offline ? unreachable() : Promise.resolve(card)) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.results.unavailable);
    offline = false;
    await backOnlineUntil(() => expect(screen.getByRole('heading', { level: 1, name: card.text })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([500, 503, 429])('online, a %i says the results could not be loaded (not offline), and Try again loads them', async (status) => {
    let failing = true;
    answers({
      getStats: () => (failing ? Promise.reject(new ApiError(status, {})) : Promise.resolve(stats)),
      getCard: () => Promise.resolve(card),
    });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.results.failed);
    expect(screen.queryByText(en.polls.results.unavailable)).toBeNull();
    failing = false;
    await act(async () => screen.getByRole('button', { name: en.polls.feed.retry }).click());
    expect(await screen.findByRole('heading', { level: 1, name: card.text })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('stats page of the member\'s own proposal', () => {
  const proposal = { ...card, topicName: 'user_generated' };
  const mine = (questionIsAccepted: number) => [{ proposalId: 3, questionId: 42, questionText: card.text, questionDatetime: card.dateStart, answersCount: 0, questionIsAccepted }];

  it.each([[0, 'stand-by'], [2, 'rejected']])('offers no Share for a proposal %i (%s): its card opens for the proposer alone', async (status) => {
    answers({ getStats: () => Promise.resolve(stats), getCard: () => Promise.resolve(proposal), getProposedQuestions: () => Promise.resolve(mine(status)) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: card.text })).toBeTruthy();
    await waitFor(() => expect(calledNames()).toContain('getProposedQuestions'));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: en.polls.share.button })).toBeNull();
  });

  it('offers Share once the proposal is published', async () => {
    answers({ getStats: () => Promise.resolve(stats), getCard: () => Promise.resolve(proposal), getProposedQuestions: () => Promise.resolve(mine(1)) });
    open('/app/stats/42', '/app/stats/:cid', <StatsPage />);
    expect(await screen.findByRole('button', { name: en.polls.share.button })).toBeTruthy();
  });
});

describe('card page', () => {
  it('a malformed id says the question is not available, with the way back to the polls', async () => {
    answers({});
    open('/app/cardPage/x', '/app/cardPage/:id', <CardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.card.notAvailable);
    expect(screen.getByRole('link', { name: en.polls.stats.back }).getAttribute('href')).toBe('/app/');
  });

  it('a question the server does not have: the same, after a spinner', async () => {
    const pending = held<unknown>();
    answers({ getCard: () => pending.promise, getWidgetAnswer: () => Promise.resolve([]) });
    open('/app/cardPage/999999', '/app/cardPage/:id', <CardPage />);
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    await act(async () => pending.release(Promise.reject(notFound())));
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.card.notAvailable);
    expect(screen.getByRole('link', { name: en.polls.stats.back }).getAttribute('href')).toBe('/app/');
    expect(screen.queryByTestId('spinner')).toBeNull();
  });
});

describe('a card the server could not give', () => {
  it('offline with no copy on the device, a member is told so (not that the question does not exist), and gets it once back online', async () => {
    let offline = true;
    answers({ getCard: () => (offline ? Promise.reject(new ApiError(0, {})) : Promise.resolve(card)), getWidgetAnswer: () => Promise.resolve([]) });
    open('/app/cardPage/42', '/app/cardPage/:id', <CardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.card.offline);
    offline = false;
    await backOnlineUntil(() => expect(screen.getByRole('heading', { name: card.text })).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a visitor offline on a shared card is told they are offline, and gets the card once back online', async () => {
    useSessionStore.setState({ session: null });
    let offline = true;
    answers({ getCard: () => (offline ? Promise.reject(new ApiError(0, {})) : Promise.resolve(card)) });
    open('/publicCardPage/42', '/publicCardPage/:id', <PublicCardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.card.offline);
    offline = false;
    await backOnlineUntil(() => expect(screen.getByRole('heading', { name: card.text })).toBeTruthy());
  });

  it.each([500, 503])('a %i says the question could not be loaded, not that it does not exist, and is not asked again on reconnecting', async (status) => {
    answers({ getCard: () => Promise.reject(new ApiError(status, {})) });
    open('/app/cardPage/42', '/app/cardPage/:id', <CardPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.card.failed);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(calledNames()).toEqual(['getCard']);
  });
});

describe('public card page', () => {
  beforeEach(() => {
    useSessionStore.setState({ session: null });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** Past the few seconds after which a visitor on a card is made a guest. */
  const waitForTheGuestTimer = () => act(async () => {
    await vi.advanceTimersByTimeAsync(10_000);
  });

  it.each(['abc', '0', '-1', '99999999999'])('a malformed id (%s) says the question is not available and makes the visitor no guest', async (id) => {
    answers({ guestLogin: () => Promise.reject(new Error('offline')) });
    open(`/publicCardPage/${id}`, '/publicCardPage/:id', <PublicCardPage />);
    expect(screen.getByRole('alert').textContent).toBe(en.polls.card.notAvailable);
    await waitForTheGuestTimer();
    expect(calledNames()).toEqual([]);
  });

  it("a members' question tells the visitor it is for members, beside the invitation to register, with no retry", async () => {
    answers({ getCard: () => Promise.reject(new ApiError(403, { code: ErrorCode.guestNotAllowed, error: 'Forbidden', message: 'Please register or sign in to do this.' })), guestLogin: () => held<unknown>().promise });
    open('/publicCardPage/7', '/publicCardPage/:id', <PublicCardPage />);
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(en.polls.card.membersOnly));
    expect(screen.queryByRole('button', { name: en.common.retry })).toBeNull();
    expect(screen.getByRole('link', { name: en.polls.public.register }).getAttribute('href')).toBe('/register');
  });

  it('a card to answer makes the visitor a guest a few seconds after it shows', async () => {
    answers({ getCard: () => held<unknown>().promise, guestLogin: () => Promise.reject(new Error('offline')) });
    open('/publicCardPage/7', '/publicCardPage/:id', <PublicCardPage />);
    expect(calledNames()).not.toContain('guestLogin');
    await waitForTheGuestTimer();
    // The guest's fingerprint rule is a chunk of its own, loaded then.
    await vi.waitFor(() => expect(calledNames()).toContain('guestLogin'));
  });
});

describe('card page of a closed question', () => {
  const proposal = { ...card, topicName: 'user_generated', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: '2026-01-01T00:00:00.000Z' };
  const mine = (questionIsAccepted: number) => [{ proposalId: 3, questionId: 42, questionText: card.text, questionDatetime: proposal.dateStart, answersCount: 0, questionIsAccepted }];

  it("shows the member's own stand-by proposal read-only: its status, no choice to press", async () => {
    answers({ getCard: () => Promise.resolve(proposal), getWidgetAnswer: () => Promise.resolve([]), getProposedQuestions: () => Promise.resolve(mine(0)), getStats: () => Promise.reject(notFound()) });
    open('/app/cardPage/42', '/app/cardPage/:id', <CardPage />);
    const closed = await screen.findByTestId('closed-card');
    expect(within(closed).getByText(`Your proposed question: ${en.propose.mine.status.standby}`)).toBeTruthy();
    expect(screen.queryByTestId('question-card')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tea' })).toBeNull();
  });

  it('shows a question whose end has passed as closed, with its results', async () => {
    const ended = { ...card, dateEnd: '2026-02-01T00:00:00.000Z' };
    answers({ getCard: () => Promise.resolve(ended), getWidgetAnswer: () => Promise.resolve([]), getStats: () => Promise.resolve(stats) });
    open('/app/cardPage/42', '/app/cardPage/:id', <CardPage />);
    const closed = await screen.findByTestId('closed-card');
    expect(within(closed).getByText(en.polls.card.closed)).toBeTruthy();
    expect(await within(closed).findAllByText(/Coffee/)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Tea' })).toBeNull();
    expect(calledNames()).not.toContain('getProposedQuestions');
  });
});

describe('live survey embed', () => {
  beforeEach(() => {
    useSessionStore.setState({ session: { token: 't', user_id: 77, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest: true } });
  });

  it('a guest with only members\' questions left is invited to register, not thanked for answering everything', async () => {
    const pending = held<unknown>();
    answers({ getNextQuestion: () => pending.promise });
    open('/live-survey-embed/1', '/live-survey-embed/:id', <LiveSurveyEmbedPage />);
    expect(await screen.findByTestId('spinner')).toBeTruthy();
    await act(async () => pending.release(Promise.reject(new ApiError(403, { code: ErrorCode.guestNotAllowed, error: 'Forbidden', message: 'Please register.' }))));
    const embed = screen.getByTestId('live-survey');
    expect(await within(embed).findByText(en.polls.embed.membersOnlyFromStart)).toBeTruthy();
    const register = within(embed).getByRole('link', { name: en.polls.public.register });
    const login = within(embed).getByRole('link', { name: en.polls.public.login });
    expect(register.getAttribute('href')).toBe('/register');
    // Out of the partner's iframe, into a tab of its own, and back to this survey after sign-in.
    expect(login.getAttribute('href')).toBe('/login?redirectTo=/live-survey-embed/1');
    for (const link of [register, login]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
    expect(within(embed).queryByText(en.polls.embed.done)).toBeNull();
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it.each(['abc', '0', '-1', '99999999999'])('a malformed id (%s) says the survey is not available at once, for a visitor with no session too', (id) => {
    useSessionStore.setState({ session: null });
    answers({});
    open(`/live-survey-embed/${id}`, '/live-survey-embed/:id', <LiveSurveyEmbedPage />);
    expect(screen.getByRole('alert').textContent).toBe(en.polls.embed.error);
    expect(screen.queryByTestId('spinner')).toBeNull();
    expect(calledNames()).toEqual([]);
  });

  it('a guest is asked the survey\'s public question, and thanked once none is left', async () => {
    answers({ getNextQuestion: () => Promise.resolve(card) });
    open('/live-survey-embed/1', '/live-survey-embed/:id', <LiveSurveyEmbedPage />);
    expect(await screen.findByTestId('question-card')).toBeTruthy();
    cleanup();
    answers({ getNextQuestion: () => Promise.resolve(null) });
    open('/live-survey-embed/1', '/live-survey-embed/:id', <LiveSurveyEmbedPage />);
    expect(await screen.findByText(en.polls.embed.done)).toBeTruthy();
  });
});
