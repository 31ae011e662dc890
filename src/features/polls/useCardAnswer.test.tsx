// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18next, { type i18n } from 'i18next';
import en from '../../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../../i18n/englishForTests';
import { answerQueue, setQueueUserSource } from '../../stores/answerQueue';
import type { QuestionCard as Card } from './api';
import { AnsweredCard } from './components/AnsweredCard';
import { QuestionCard } from './components/QuestionCard';
import { useCardAnswer } from './useCardAnswer';

const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../../components/toast', () => ({ toast: { error: toasts.error, success: vi.fn() } }));
/** The device's copies of results: none unless a test keeps one. */
const kept = vi.hoisted(() => ({ stats: new Map<number, unknown>() }));
vi.mock('../../offline/cardCache', () => ({
  cachedStats: async (id: number) => kept.stats.get(id),
  rememberStats: async (stats: { questionId: number }) => void kept.stats.set(stats.questionId, stats),
}));

const card: Card = {
  id: 42, text: 'Tea or coffee?', type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo',
  choices: [{ id: 100, label: 'Tea', value: 1, haveMedia: false }, { id: 101, label: 'Coffee', value: 2, haveMedia: false }],
};

/** The server, at the network boundary: each answer waits until the test says how the server answers it. */
const server = {
  answers: [] as Array<(response: Response) => void>,
  /** The answer id each waiting answer was sent with, in order. */
  answerIds: [] as string[],
  /** Every other call (the results): a server error unless a test says otherwise. */
  other: (): Promise<Response> => Promise.resolve(json(503, {})),
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The server's acknowledgement of the answer sent `index`-th. */
const acknowledgement = (index: number) => json(200, { answerId: server.answerIds[index], pointsCredited: 5, duplicate: false });

function Feed() {
  const answering = useCardAnswer(false);
  return answering.answer
    ? <AnsweredCard card={card} answer={answering.answer} stats={answering.stats} shareable={false} />
    : <QuestionCard card={card} onAnswer={(values) => answering.submit(card, values)} />;
}

let english: i18n;
beforeAll(async () => {
  english = await englishForTests();
  // The queue tells of a refusal through the app's i18next instance.
  await i18next.init({ lng: 'en', ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en } } });
  setQueueUserSource(() => 7);
  vi.stubGlobal('fetch', vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/rest/questions/answer')) {
      server.answerIds.push((JSON.parse(String(init?.body)) as { answerId: string }).answerId);
      return new Promise<Response>((resolve) => server.answers.push(resolve));
    }
    return server.other();
  }));
});

afterEach(() => {
  cleanup();
  server.answers = [];
  server.answerIds = [];
  server.other = () => Promise.resolve(json(503, {}));
  toasts.error.mockClear();
  kept.stats.clear();
});

const answerCoffee = () => {
  render(<StrictMode><I18nextProvider i18n={english}><Feed /></I18nextProvider></StrictMode>);
  fireEvent.click(screen.getByRole('button', { name: 'Coffee' }));
};

describe('an answer given offline', () => {
  it('refused once the network is back (answered elsewhere meanwhile): handed to the screen to move on, once', async () => {
    const onRefused = vi.fn();
    function RefusableFeed() {
      const answering = useCardAnswer(false, onRefused);
      return answering.answer
        ? <AnsweredCard card={card} answer={answering.answer} stats={answering.stats} shareable={false} />
        : <QuestionCard card={card} onAnswer={(values) => answering.submit(card, values)} />;
    }
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.other = () => Promise.reject(new TypeError('Failed to fetch'));
    render(<StrictMode><I18nextProvider i18n={english}><RefusableFeed /></I18nextProvider></StrictMode>);
    fireEvent.click(screen.getByRole('button', { name: 'Coffee' }));
    expect(await screen.findByText(en.polls.results.unavailable)).toBeTruthy();
    expect(server.answers).toHaveLength(0);

    offline.mockRestore();
    void answerQueue.flush();
    await vi.waitFor(() => expect(server.answers).toHaveLength(1));
    await act(async () => server.answers[0]!(json(409, { statusCode: 409, code: 131, error: 'Conflict', message: 'You have already answered this question.' })));
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
  });
  it('shows the results kept on the device meanwhile, then the server\'s once the answer is acknowledged', async () => {
    const results = (total: number) => ({ questionId: card.id, total, choices: [{ value: 1, label: 'Tea', count: 1, percent: 100 / total }, { value: 2, label: 'Coffee', count: total - 1, percent: 100 - 100 / total }] });
    kept.stats.set(card.id, results(3));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.other = () => Promise.reject(new TypeError('Failed to fetch'));
    answerCoffee();
    await vi.waitFor(() => expect(screen.getByTestId('results').textContent).toContain('3 answers'));
    expect(server.answers).toHaveLength(0);

    offline.mockRestore();
    server.other = () => Promise.resolve(json(200, results(4)));
    void answerQueue.flush();
    await vi.waitFor(() => expect(server.answers).toHaveLength(1));
    await act(async () => server.answers[0]!(acknowledgement(0)));
    await vi.waitFor(() => expect(screen.getByTestId('results').textContent).toContain('4 answers'));
  });
});

describe('answering a card (useOptimistic)', () => {
  it("shows the member's choice before the server has the answer, then the server's verdict", async () => {
    answerCoffee();
    // At once, before the queue has stored it and long before the server answers.
    expect(screen.getByTestId('answered-card').textContent).toContain('Your answer: Coffee');
    await vi.waitFor(() => expect(server.answers).toHaveLength(1));
    expect(screen.getByTestId('answered-card').textContent).toContain('Your answer: Coffee');
    expect(screen.getByTestId('answer-status').dataset.status).toBe('pending');

    await act(async () => server.answers[0]!(acknowledgement(0)));
    await vi.waitFor(() => expect(screen.getByTestId('answer-status').dataset.status).toBe('saved'));
    expect(screen.getByTestId('answered-card').textContent).toContain('Your answer: Coffee');
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('says the results could not be loaded, not that they are offline, when the server fails them while online', async () => {
    answerCoffee();
    await vi.waitFor(() => expect(server.answers).toHaveLength(1));
    await act(async () => server.answers[0]!(acknowledgement(0)));
    expect(await screen.findByText(en.polls.results.failed)).toBeTruthy();
    expect(screen.queryByText(en.polls.results.unavailable)).toBeNull();
  });

  it('says the results are not available offline when the network fails them', async () => {
    server.other = () => Promise.reject(new TypeError('Failed to fetch'));
    answerCoffee();
    await vi.waitFor(() => expect(server.answers).toHaveLength(1));
    await act(async () => server.answers[0]!(acknowledgement(0)));
    expect(await screen.findByText(en.polls.results.unavailable)).toBeTruthy();
  });

  it('goes back to the question, with the reason, when the server refuses the answer', async () => {
    answerCoffee();
    expect(screen.getByTestId('answered-card').textContent).toContain('Your answer: Coffee');
    await vi.waitFor(() => expect(server.answers).toHaveLength(1));

    await act(async () => server.answers[0]!(json(400, { statusCode: 400, code: 132, error: 'Bad Request', message: 'Invalid choice' })));
    await vi.waitFor(() => expect(screen.queryByTestId('answered-card')).toBeNull());
    expect(screen.getByRole('button', { name: 'Coffee' })).toBeTruthy();
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error.mock.calls[0]![0]).toBe('Your answer could not be saved: this choice is not valid.');
  });

  it('leaves the next card unanswered when the member moves on while an answer is still on its way', async () => {
    const second: Card = { ...card, id: 43, text: 'Milk or lemon?', choices: [{ id: 102, label: 'Milk', value: 1, haveMedia: false }, { id: 103, label: 'Lemon', value: 2, haveMedia: false }] };
    function TwoCards() {
      const answering = useCardAnswer(false);
      const [shown, setShown] = useState(card);
      const next = () => {
        answering.reset();
        setShown(second);
      };
      return answering.answer
        ? <><AnsweredCard card={shown} answer={answering.answer} stats={answering.stats} shareable={false} /><button type="button" onClick={next}>Next</button></>
        : <QuestionCard card={shown} onAnswer={(values) => answering.submit(shown, values)} />;
    }
    render(<StrictMode><I18nextProvider i18n={english}><TwoCards /></I18nextProvider></StrictMode>);
    fireEvent.click(screen.getByRole('button', { name: 'Coffee' }));
    await vi.waitFor(() => expect(server.answers).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // The first answer is still pending: the second card is a question, and stays one when it is acknowledged.
    expect(screen.queryByTestId('answered-card')).toBeNull();
    await act(async () => server.answers[0]!(acknowledgement(0)));
    expect(screen.queryByTestId('answered-card')).toBeNull();
    expect(screen.getByRole('button', { name: 'Lemon' })).toBeTruthy();

    // And it can be answered.
    fireEvent.click(screen.getByRole('button', { name: 'Lemon' }));
    expect(screen.getByTestId('answered-card').textContent).toContain('Your answer: Lemon');
  });
});
