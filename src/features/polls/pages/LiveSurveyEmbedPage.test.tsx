// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
import type { QuestionCard } from '../api';
import { LiveSurveyEmbedPage } from './LiveSurveyEmbedPage';

/** The server at the client's one call, answered per test by the call's name; the answer queue is the app's own. */
const server = vi.hoisted(() => ({ answer: vi.fn<(name: string, input: { body?: { answerId?: string } }) => Promise<unknown>>() }));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: (name: string, input: { body?: { answerId?: string } }) => server.answer(name, input),
}));

const card: QuestionCard = {
  id: 42, text: 'Tea or coffee?', type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo',
  choices: [{ id: 100, label: 'Tea', value: 1, haveMedia: false }, { id: 101, label: 'Coffee', value: 2, haveMedia: false }],
};
const saved = { pointsCredited: 0, duplicate: false };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
// A guest of their own per test: answers another test left in the app's queue are not this one's to send.
let guestId = 77;
beforeEach(() => {
  server.answer.mockReset();
  guestId += 1;
  useSessionStore.setState({ session: { token: 't', user_id: guestId, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest: true } });
});
afterEach(cleanup);

/** Shows the embed of survey 1, as the app's router would. */
function renderEmbed() {
  const { hook } = memoryLocation({ path: '/live-survey-embed/1' });
  render(<I18nextProvider i18n={i18n}><Router hook={hook}><Route path="/live-survey-embed/:id"><LiveSurveyEmbedPage /></Route></Router></I18nextProvider>);
}

/** Opens the embed; the next question is `card` until the test answers it, then none. */
function openEmbed(saveAnswer: () => Promise<unknown>) {
  let answered = false;
  server.answer.mockImplementation((name, input) => {
    if (name === 'getNextQuestion') return Promise.resolve(answered ? null : card);
    // The server's acknowledgement names the answer it took.
    if (name === 'saveWidgetAnswer') return saveAnswer().then((outcome) => ((answered = true), { ...(outcome as object), answerId: input.body?.answerId }));
    return Promise.reject(new Error(`unexpected call ${name}`));
  });
  renderEmbed();
}

describe('live survey embed: an answer that has not gone', () => {
  it.each([
    ['a server error', new ApiError(500, { code: 500 })],
    ['throttling', new ApiError(429, { code: ErrorCode.throttled })],
  ])('after %s while online, says the answer will be sent again, not that the member is offline; Try again sends it and goes on', async (_, failure) => {
    let failing = true;
    openEmbed(() => (failing ? Promise.reject(failure) : Promise.resolve(saved)));
    fireEvent.click(await screen.findByRole('button', { name: 'Coffee' }));
    expect(await screen.findByText(en.polls.embed.unsent)).toBeTruthy();
    expect(screen.queryByText(en.polls.embed.offline)).toBeNull();

    failing = false;
    await act(async () => screen.getByRole('button', { name: en.polls.feed.retry }).click());
    expect(await screen.findByText(en.polls.embed.done)).toBeTruthy();
  });

  it('with no network, says the member is offline; back online, the queue sends it by itself and the survey goes on', async () => {
    let offline = true;
    openEmbed(() => (offline ? Promise.reject(new ApiError(0, { error: 'Network Error' })) : Promise.resolve(saved)));
    fireEvent.click(await screen.findByRole('button', { name: 'Coffee' }));
    expect(await screen.findByText(en.polls.embed.offline)).toBeTruthy();
    expect(screen.queryByText(en.polls.embed.unsent)).toBeNull();

    offline = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(en.polls.embed.done)).toBeTruthy();
    expect(screen.queryByText(en.polls.embed.offline)).toBeNull();
  });
});

describe('live survey embed: the next question could not be read', () => {
  function openFailing(failure: unknown) {
    let failing = true;
    server.answer.mockImplementation((name) => (name === 'getNextQuestion' ? (failing ? Promise.reject(failure) : Promise.resolve(card)) : Promise.reject(new Error(name))));
    renderEmbed();
    return { recover: () => void (failing = false) };
  }

  it.each([503, 429])('a %i says the survey could not be loaded (not that it does not exist), and Try again loads it', async (status) => {
    const { recover } = openFailing(new ApiError(status, {}));
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.embed.failed);
    recover();
    await act(async () => screen.getByRole('button', { name: en.polls.feed.retry }).click());
    expect(await screen.findByTestId('question-card')).toBeTruthy();
  });

  it('with no network and no answer given, says the question will show once online (no answer is said to wait), and shows it then', async () => {
    const { recover } = openFailing(new ApiError(0, { error: 'Network Error' }));
    expect(await screen.findByText(en.polls.card.offline)).toBeTruthy();
    expect(screen.queryByText(en.polls.embed.offline)).toBeNull();
    recover();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByTestId('question-card')).toBeTruthy();
  });

  it('a survey the server does not have is not available, with no retry', async () => {
    openFailing(new ApiError(404, { code: ErrorCode.notFound, message: 'No such survey.' }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.polls.embed.error);
    expect(screen.queryByRole('button', { name: en.polls.feed.retry })).toBeNull();
  });
});

describe('live survey embed: a run that ends early', () => {
  it('tells a screened-out member the survey is not for them (not that they answered every question), and focuses it', async () => {
    openEmbed(() => Promise.resolve({ ...saved, questStatus: 'screenout', questPointsCredited: 5 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Coffee' }));
    const outcome = await screen.findByTestId('survey-outcome');
    expect(outcome.dataset.status).toBe('screenout');
    expect(screen.getByRole('heading', { name: en.surveys.outcome.screenout.title })).toBeTruthy();
    expect(screen.queryByText(en.polls.embed.done)).toBeNull();
    await vi.waitFor(() => expect(outcome.parentElement).toBe(document.activeElement));
  });
});

describe('live survey embed: opened again after the run ended', () => {
  /** Opens the embed of a survey with no question left, as the member whose run `questStatus` says. */
  function reopenAsMember(questStatus: string) {
    useSessionStore.setState({ session: { token: 't', user_id: guestId, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
    server.answer.mockImplementation((name) => {
      if (name === 'getNextQuestion') return Promise.resolve(null);
      if (name === 'getActiveQuests') return Promise.resolve([]);
      if (name === 'getQuest') return Promise.resolve({ quest_id: 1, quest_type: 'standard', quest_title: 'Shopping', quest_description: '', quest_points: 50, status: questStatus, q_quest_id: null, estimatedMinutes: 3, pointsAwarded: 5, questions: [] });
      return Promise.reject(new Error(`unexpected call ${name}`));
    });
    renderEmbed();
  }

  it('still tells a screened-out member the survey is not for them, without taking the focus', async () => {
    reopenAsMember('screenout');
    const outcome = await screen.findByTestId('survey-outcome');
    expect(outcome.dataset.status).toBe('screenout');
    expect(screen.queryByText(en.polls.embed.done)).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('tells a member who completed it that every question is answered', async () => {
    reopenAsMember('completed');
    await screen.findByText(en.polls.embed.done);
    expect(screen.queryByTestId('survey-outcome')).toBeNull();
  });

  it("tells a guest the survey's end without reading surveys that are members' only", async () => {
    server.answer.mockImplementation((name) => (name === 'getNextQuestion' ? Promise.resolve(null) : Promise.reject(new Error(`unexpected call ${name}`))));
    renderEmbed();
    await screen.findByText(en.polls.embed.done);
    expect(server.answer.mock.calls.map(([name]) => name)).not.toContain('getQuest');
  });
});

describe('live survey embed: question after question', () => {
  it("asks for the next question in the page's language, as a live survey", async () => {
    openEmbed(() => Promise.resolve(saved));
    await screen.findByTestId('question-card');
    expect(server.answer).toHaveBeenCalledWith('getNextQuestion', expect.objectContaining({ params: { id: '1' }, querystring: { isLiveSurvey: 'true', langUiName: 'en' } }));
  });

  it('moves the keyboard on with the survey: to the next question after an answer, then to the end', async () => {
    const second: QuestionCard = { ...card, id: 43, text: 'Rain or sun?' };
    let answers = 0;
    server.answer.mockImplementation((name, input) => {
      if (name === 'getNextQuestion') return Promise.resolve([card, second][answers] ?? null);
      if (name === 'saveWidgetAnswer') return Promise.resolve({ ...saved, answerId: input.body?.answerId }).finally(() => (answers += 1));
      return Promise.reject(new Error(`unexpected call ${name}`));
    });
    renderEmbed();
    // Opened, nothing is focused for the member: the page is theirs to start.
    await screen.findByRole('heading', { level: 2, name: card.text });
    expect(document.activeElement).toBe(document.body);

    fireEvent.click(screen.getByRole('button', { name: 'Coffee' }));
    const next = await screen.findByRole('heading', { level: 2, name: second.text });
    await vi.waitFor(() => expect(document.activeElement).toBe(next));
    fireEvent.click(screen.getByRole('button', { name: 'Tea' }));
    const end = await screen.findByText(en.polls.embed.done);
    await vi.waitFor(() => expect(document.activeElement).toBe(end));
  });
});
