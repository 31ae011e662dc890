// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionCard } from './api';
import { ApiError } from '../../api/client';
import { QUEUE_WAIT_MS, useFeed } from './useFeed';

const next = vi.hoisted(() => ({ answers: [] as Array<(card: unknown) => void>, fetch: vi.fn() }));
const upcoming = vi.hoisted(() => ({
  fetch: vi.fn(), buffered: vi.fn(() => Promise.resolve([] as unknown[])), stale: vi.fn(() => Promise.resolve(false)), keep: vi.fn((..._args: unknown[]) => Promise.resolve()),
}));
vi.mock('./api', () => ({ fetchNextCard: next.fetch, fetchUpcomingCards: upcoming.fetch }));
vi.mock('./feedBuffer', () => ({
  FEED_BUFFER_SIZE: 10,
  bufferedCards: () => upcoming.buffered(),
  lookAheadIsStale: () => upcoming.stale(),
  keepUpcomingCards: (...args: unknown[]) => upcoming.keep(...args),
  warmChoiceImages: () => Promise.resolve(),
  forgetBufferedCard: () => Promise.resolve(),
}));
const queue = vi.hoisted(() => ({ reload: vi.fn(() => Promise.resolve([])), flush: vi.fn(() => Promise.resolve()), items: {} as Record<string, unknown>, store: { getState: () => ({ items: queue.items }) } }));
vi.mock('../../stores/answerQueue', () => ({ answerQueue: queue }));

const card = (id: number) => ({ id, question_text: `Question ${id}` }) as unknown as QuestionCard;

function Feed() {
  const { state } = useFeed(7, 'en');
  return <p data-testid="feed">{state.kind === 'card' ? `card ${state.card.id}${state.offline ? ' offline' : ''}` : state.kind}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  next.fetch.mockReset();
  upcoming.fetch.mockReset();
  upcoming.keep.mockClear();
  upcoming.stale.mockReset().mockResolvedValue(false);
  queue.items = {};
  queue.flush.mockImplementation(() => Promise.resolve());
});

describe('useFeed under StrictMode', () => {
  it('asks the server once, though React runs the effect twice, and no earlier load overwrites the latest', async () => {
    next.fetch.mockImplementation(() => new Promise((resolve) => next.answers.push(resolve)));
    render(<StrictMode><Feed /></StrictMode>);
    // React runs the effect twice in development: the feed starts loading twice.
    await vi.waitFor(() => expect(queue.reload).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(next.fetch).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The rehearsal's load stopped before its request: one request, with the live load's signal.
    expect(next.fetch).toHaveBeenCalledTimes(1);
    expect((next.fetch.mock.calls[0]![2] as AbortSignal).aborted).toBe(false);

    // Were there more loads, the later answers (an earlier request answering last) must not win.
    for (let index = next.answers.length - 1; index >= 0; index--) {
      await act(async () => next.answers[index]!(index === next.answers.length - 1 ? card(2) : card(1)));
    }
    expect(screen.getByTestId('feed').textContent).toBe('card 2');
  });
});

describe('useFeed and the answer queue', () => {
  it('shows the next card after a bounded wait when sending an earlier answer hangs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    queue.flush.mockImplementation(() => new Promise<void>(() => {}));
    next.fetch.mockResolvedValue(card(3));
    render(<Feed />);
    await act(() => vi.advanceTimersByTimeAsync(QUEUE_WAIT_MS - 100));
    expect(next.fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await vi.waitFor(() => expect(screen.getByTestId('feed').textContent).toBe('card 3'));
  });

  it('keeps a card from the device when the connection comes back, without calling it offline', async () => {
    next.fetch.mockRejectedValue(new ApiError(0, { error: 'Network Error', message: 'The server could not be reached' }));
    upcoming.buffered.mockResolvedValueOnce([card(4)]);
    render(<Feed />);
    await vi.waitFor(() => expect(screen.getByTestId('feed').textContent).toBe('card 4 offline'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('feed').textContent).toBe('card 4');
  });
});

describe('useFeed and the look-ahead', () => {
  it('shows the server\'s next card and leaves a look-ahead that still holds it alone', async () => {
    next.fetch.mockResolvedValue(card(5));
    render(<Feed />);
    await vi.waitFor(() => expect(screen.getByTestId('feed').textContent).toBe('card 5'));
    await vi.waitFor(() => expect(upcoming.stale).toHaveBeenCalled());
    expect(upcoming.fetch).not.toHaveBeenCalled();
  });

  it('refreshes a stale look-ahead in the background, and keeps it', async () => {
    next.fetch.mockResolvedValue(card(5));
    upcoming.stale.mockResolvedValue(true);
    upcoming.fetch.mockResolvedValue([card(5), card(6)]);
    render(<Feed />);
    await vi.waitFor(() => expect(upcoming.keep).toHaveBeenCalledWith(7, [card(5), card(6)]));
    expect(screen.getByTestId('feed').textContent).toBe('card 5');
  });

  it('skips a next card whose answer is still queued, to the first of the look-ahead that is not', async () => {
    queue.items = { a: { userId: 7, questionId: 5 } };
    next.fetch.mockResolvedValue(card(5));
    upcoming.fetch.mockResolvedValue([card(5), card(6)]);
    render(<Feed />);
    await vi.waitFor(() => expect(screen.getByTestId('feed').textContent).toBe('card 6'));
  });

  it('says there is nothing left when the server has no next card, and keeps no look-ahead', async () => {
    next.fetch.mockResolvedValue(null);
    render(<Feed />);
    await vi.waitFor(() => expect(screen.getByTestId('feed').textContent).toBe('empty'));
    expect(upcoming.keep).toHaveBeenCalledWith(7, []);
    expect(upcoming.fetch).not.toHaveBeenCalled();
  });
});
