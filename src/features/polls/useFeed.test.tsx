// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionCard } from './api';
import { ApiError } from '../../api/client';
import { QUEUE_WAIT_MS, useFeed } from './useFeed';

const upcoming = vi.hoisted(() => ({ answers: [] as Array<(cards: unknown[]) => void>, fetch: vi.fn(), buffered: vi.fn(() => Promise.resolve([] as unknown[])) }));
vi.mock('./api', () => ({ fetchUpcomingCards: upcoming.fetch }));
vi.mock('./feedBuffer', () => ({
  FEED_BUFFER_SIZE: 10,
  bufferedCards: () => upcoming.buffered(),
  keepUpcomingCards: () => Promise.resolve(),
  warmChoiceImages: () => Promise.resolve(),
  forgetBufferedCard: () => Promise.resolve(),
}));
const queue = vi.hoisted(() => ({ reload: vi.fn(() => Promise.resolve([])), flush: vi.fn(() => Promise.resolve()), store: { getState: () => ({ items: {} }) } }));
vi.mock('../../stores/answerQueue', () => ({ answerQueue: queue }));

const card = (id: number) => ({ id, question_text: `Question ${id}` }) as unknown as QuestionCard;

function Feed() {
  const { state } = useFeed(7, 'en');
  return <p data-testid="feed">{state.kind === 'card' ? `card ${state.card.id}${state.offline ? ' offline' : ''}` : state.kind}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  upcoming.fetch.mockReset();
  queue.flush.mockImplementation(() => Promise.resolve());
});

describe('useFeed under StrictMode', () => {
  it('asks the server once, though React runs the effect twice, and no earlier load overwrites the latest', async () => {
    upcoming.fetch.mockImplementation(() => new Promise((resolve) => upcoming.answers.push(resolve)));
    render(<StrictMode><Feed /></StrictMode>);
    // React runs the effect twice in development: the feed starts loading twice.
    await vi.waitFor(() => expect(queue.reload).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(upcoming.fetch).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The rehearsal's load stopped before its request: one request, with the live load's signal.
    expect(upcoming.fetch).toHaveBeenCalledTimes(1);
    expect((upcoming.fetch.mock.calls[0]![3] as AbortSignal).aborted).toBe(false);

    // Were there more loads, the later answers (an earlier request answering last) must not win.
    for (let index = upcoming.answers.length - 1; index >= 0; index--) {
      await act(async () => upcoming.answers[index]!(index === upcoming.answers.length - 1 ? [card(2)] : [card(1)]));
    }
    expect(screen.getByTestId('feed').textContent).toBe('card 2');
  });
});

describe('useFeed and the answer queue', () => {
  it('shows the next card after a bounded wait when sending an earlier answer hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    queue.flush.mockImplementation(() => new Promise<void>(() => {}));
    upcoming.fetch.mockResolvedValue([card(3)]);
    render(<Feed />);
    await act(() => vi.advanceTimersByTimeAsync(QUEUE_WAIT_MS - 100));
    expect(upcoming.fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await vi.waitFor(() => expect(screen.getByTestId('feed').textContent).toBe('card 3'));
  });

  it('keeps a card from the device when the connection comes back, without calling it offline', async () => {
    upcoming.fetch.mockRejectedValue(new ApiError(0, { error: 'Network Error', message: 'The server could not be reached' }));
    upcoming.buffered.mockResolvedValueOnce([card(4)]);
    render(<Feed />);
    await vi.waitFor(() => expect(screen.getByTestId('feed').textContent).toBe('card 4 offline'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('feed').textContent).toBe('card 4');
  });
});
