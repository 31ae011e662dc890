// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { QuestDetails } from './api';
import type { CachedRun } from './surveyStorage';
import { backOnlineUntil } from '../../testing/backOnline';
import { useSurveyRun } from './useSurveyRun';

const server = vi.hoisted(() => ({ quest: vi.fn<() => Promise<unknown>>(), answers: vi.fn<() => Promise<unknown>>() }));
vi.mock('./api', () => ({ fetchQuest: () => server.quest(), fetchQuestAnswers: () => server.answers() }));
const device = vi.hoisted(() => ({ run: undefined as CachedRun | undefined }));
vi.mock('./surveyStorage', () => ({
  rememberRun: () => Promise.resolve(),
  cachedRun: () => Promise.resolve(device.run),
  savePosition: () => undefined,
  savedPosition: () => undefined,
  forgetPosition: () => undefined,
}));
vi.mock('../../stores/answerQueue', () => ({
  startAnswerQueue: () => undefined,
  answerQueue: {
    reload: () => Promise.resolve([]),
    flush: () => Promise.resolve(),
    store: { getState: () => ({ items: {}, acknowledged: {}, rejected: {} }), subscribe: () => () => undefined },
  },
}));
vi.mock('../../stores/activeSurveysStore', () => ({ useActiveSurveys: { getState: () => ({ refresh: () => Promise.resolve() }) } }));

const quest = {
  quest_id: 5, quest_type: 'short', quest_title: 'Two minutes on coffee', quest_description: '', quest_points: 20, q_quest_id: null, estimatedMinutes: 2,
  status: 'new', questions: [{ id: 70 }, { id: 71 }],
} as unknown as QuestDetails;
const unreachable = () => Promise.reject(new ApiError(0, { error: 'Network Error' }));

beforeEach(() => {
  device.run = undefined;
  server.quest.mockReset();
  server.answers.mockReset();
});
afterEach(cleanup);

/** The server unreachable until `reachable()`, then answering with the quest and one answer given elsewhere. */
function serverBackLater() {
  let reachable = false;
  server.quest.mockImplementation(() => (reachable ? Promise.resolve(quest) : unreachable()));
  server.answers.mockImplementation(() => (reachable ? Promise.resolve([{ questionId: 70, choiceValues: [1] }]) : unreachable()));
  return () => {
    reachable = true;
  };
}

describe('useSurveyRun back online', () => {
  it('a run that could not be opened offline is opened once the browser is back online', async () => {
    const reachable = serverBackLater();
    const { result } = renderHook(() => useSurveyRun(5, 9));
    await waitFor(() => expect(result.current.load).toEqual({ kind: 'unavailable', reason: 'offline' }));
    reachable();
    await backOnlineUntil(() => expect(result.current.load).toEqual({ kind: 'ready', quest, offline: false }));
    expect(result.current.answers.get(70)).toEqual([1]);
  });

  it("a run read from the device's copy is read from the server in place once back online", async () => {
    device.run = { quest, answers: [] };
    const reachable = serverBackLater();
    const { result } = renderHook(() => useSurveyRun(5, 9));
    await waitFor(() => expect(result.current.load).toEqual({ kind: 'ready', quest, offline: true }));
    expect(result.current.answers.size).toBe(0);
    reachable();
    await backOnlineUntil(() => expect(result.current.load).toEqual({ kind: 'ready', quest, offline: false }));
    expect(result.current.answers.get(70)).toEqual([1]);
  });

  it("a failure of the server's own is not read again on reconnecting", async () => {
    server.quest.mockRejectedValue(new ApiError(500, { code: 500 }));
    server.answers.mockResolvedValue([]);
    const { result } = renderHook(() => useSurveyRun(5, 9));
    await waitFor(() => expect(result.current.load).toEqual({ kind: 'unavailable', reason: 'error' }));
    const asked = server.quest.mock.calls.length;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(server.quest).toHaveBeenCalledTimes(asked);
  });
});

describe('useSurveyRun intro', () => {
  it('shows the intro of a run only looked at before (started on the server, nothing answered), and skips it once answered', async () => {
    server.quest.mockResolvedValue({ ...quest, status: 'started' });
    server.answers.mockResolvedValue([]);
    const looked = renderHook(() => useSurveyRun(5, 9));
    await waitFor(() => expect(looked.result.current.load.kind).toBe('ready'));
    expect(looked.result.current.started).toBe(false);
    act(() => looked.result.current.start());
    expect(looked.result.current.started).toBe(true);
    looked.unmount();

    server.answers.mockResolvedValue([{ questionId: 70, choiceValues: [1] }]);
    const answered = renderHook(() => useSurveyRun(5, 9));
    await waitFor(() => expect(answered.result.current.load.kind).toBe('ready'));
    expect(answered.result.current.started).toBe(true);
  });
});
