import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { useLatestRun } from '../../lib/useLatestRun';
import { useReloadWhenOnline } from '../../lib/useReloadWhenOnline';
import { answerQueue, startAnswerQueue, type AnswerOutcome, type AnswerQueueState } from '../../stores/answerQueue';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { fetchQuest, fetchQuestAnswers, type QuestDetails } from './api';
import { canGoBack, canGoNext, firstUnanswered, knownAnswers, outcomeFromAcknowledgements, outcomeFromQuest, resumeIndex, type GivenAnswer, type RunOutcome } from './runRules';
import { cachedRun, forgetPosition, rememberRun, savePosition, savedPosition } from './surveyStorage';

export type UnavailableReason = 'notFound' | 'notForMember' | 'offline' | 'error';

export type RunLoad =
  | { kind: 'loading' }
  | { kind: 'unavailable'; reason: UnavailableReason }
  | { kind: 'ready'; quest: QuestDetails; offline: boolean };

interface LoadedRun {
  quest: QuestDetails;
  answers: Map<number, number[]>;
  offline: boolean;
  /** Answers of this quest still waiting in the queue, from an earlier visit. */
  queuedAnswerIds: string[];
}

/** The quest and the answers known: the server's (or the device's copy offline) plus the queued ones. */
async function readRun(userId: number, questId: number): Promise<LoadedRun> {
  let quest: QuestDetails;
  let server: GivenAnswer[];
  let offline = false;
  try {
    [quest, server] = await Promise.all([fetchQuest(questId), fetchQuestAnswers(questId)]);
    void rememberRun(userId, { quest, answers: server });
  } catch (error) {
    const cached = error instanceof ApiError && error.isNetworkError ? await cachedRun(userId, questId) : undefined;
    if (!cached) throw error;
    ({ quest, answers: server } = cached);
    offline = true;
  }
  const ids = new Set(quest.questions.map((question) => question.id));
  const queued = (await answerQueue.reload()).filter((item) => item.userId === userId && ids.has(item.questionId));
  return { quest, answers: knownAnswers([...ids], server, queued), offline, queuedAnswerIds: queued.map((item) => item.answerId) };
}

function reasonOf(error: unknown): UnavailableReason {
  if (!(error instanceof ApiError)) return 'error';
  if (error.isNetworkError) return 'offline';
  if (error.status === 404) return 'notFound';
  if (error.status === 403) return 'notForMember';
  return 'error';
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * One member's run through a quest: loads it, resumes where they left off (server answers plus the
 * offline queue, and the saved position), sends each answer through the same queue as polls, and
 * learns the outcome from the answer that finished the run, or from the server when the queue
 * was emptied elsewhere (another tab, the worker).
 */
export function useSurveyRun(questId: number | null, userId: number | null) {
  const [load, setLoad] = useState<RunLoad>({ kind: 'loading' });
  const [answers, setAnswers] = useState<ReadonlyMap<number, number[]>>(new Map());
  const [pending, setPending] = useState<number[]>([]);
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const [outcome, setOutcome] = useState<RunOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const runAnswerIds = useRef(new Set<string>());
  const checkedAt = useRef<number | null>(null);
  const shownIndex = useRef(0);
  const answering = useRef(false);
  const quest = load.kind === 'ready' ? load.quest : null;
  const questionIds = quest ? quest.questions.map((question) => question.id) : [];
  const unanswered = firstUnanswered(questionIds, answers);

  const apply = useCallback((run: LoadedRun, position: number | null | undefined) => {
    for (const id of run.queuedAnswerIds) runAnswerIds.current.add(id);
    setAnswers(run.answers);
    setIndex(resumeIndex(run.quest.questions.map((question) => question.id), run.answers, position));
    // The server counts a run as started once its intro was read (it times the run from there), so
    // only an answer given skips the intro: a member who looked and left sees it again.
    setStarted((already) => already || run.answers.size > 0);
    setOutcome((known) => known ?? outcomeFromQuest(run.quest));
    setLoad({ kind: 'ready', quest: run.quest, offline: run.offline });
  }, []);

  // Only the latest read of the run is shown (StrictMode opens twice; a refresh may overtake an open).
  const beginRead = useLatestRun();

  const open = useCallback(async () => {
    if (questId === null || userId === null) return;
    const signal = beginRead();
    setLoad({ kind: 'loading' });
    try {
      const run = await readRun(userId, questId);
      const position = savedPosition(userId, questId);
      if (!signal.aborted) apply(run, position);
    } catch (error) {
      if (!signal.aborted) setLoad({ kind: 'unavailable', reason: reasonOf(error) });
    }
  }, [questId, userId, apply, beginRead]);

  /** Reads the run again in place (the member stays on the question they see when they may). */
  const refresh = useCallback(async () => {
    if (questId === null || userId === null) return;
    const signal = beginRead();
    try {
      const run = await readRun(userId, questId);
      if (!signal.aborted) apply(run, shownIndex.current);
    } catch (error) {
      if (!signal.aborted && reasonOf(error) !== 'offline') setLoad({ kind: 'unavailable', reason: reasonOf(error) });
    }
  }, [questId, userId, apply, beginRead]);

  useEffect(() => {
    startAnswerQueue();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void open();
  }, [open]);
  // Back online: a run that could not be opened is opened; a run read from the device's copy is read from the server in place.
  useReloadWhenOnline(load.kind === 'unavailable' && load.reason === 'offline', open);
  useReloadWhenOnline(load.kind === 'ready' && load.offline, refresh);

  // The queue tells which answers still wait, which were acknowledged (with the outcome) or rejected.
  useEffect(() => {
    if (!quest || userId === null) return;
    const inQuest = new Set(quest.questions.map((question) => question.id));
    const onChange = (state: AnswerQueueState) => {
      const waiting = Object.values(state.items).filter((item) => item.userId === userId && inQuest.has(item.questionId)).map((item) => item.questionId).sort((a, b) => a - b);
      setPending((now) => (sameIds(now, waiting) ? now : waiting));
      const acks = [...runAnswerIds.current].map((id) => state.acknowledged[id]).filter((ack): ack is AnswerOutcome => ack !== undefined);
      const finished = outcomeFromAcknowledgements(acks);
      if (finished) setOutcome((known) => known ?? finished);
      const rejected = [...runAnswerIds.current].filter((id) => state.rejected[id] !== undefined);
      if (rejected.length) {
        for (const id of rejected) runAnswerIds.current.delete(id);
        void refresh();
      }
    };
    onChange(answerQueue.store.getState());
    return answerQueue.store.subscribe(onChange);
  }, [quest, userId, refresh]);

  // Everything answered and nothing left in the queue, yet no outcome seen here: ask the server once.
  const allSent = quest !== null && unanswered === questionIds.length && pending.length === 0 && outcome === null;
  useEffect(() => {
    if (!allSent || checkedAt.current === answers.size) return;
    checkedAt.current = answers.size;
    void refresh();
  }, [allSent, answers.size, refresh]);

  useEffect(() => {
    shownIndex.current = index;
    if (questId === null || userId === null || !quest) return;
    if (outcome) {
      forgetPosition(userId, questId);
      void useActiveSurveys.getState().refresh(userId);
    } else {
      savePosition(userId, questId, index);
    }
  }, [questId, userId, quest, index, outcome]);

  const answer = useCallback(async (values: number[]) => {
    const question = quest?.questions[index];
    // One answer per question: a second press while the first is being queued is ignored.
    if (!quest || userId === null || !question || answers.has(question.id) || answering.current) return;
    answering.current = true;
    setBusy(true);
    try {
      const item = await answerQueue.enqueue({ questionId: question.id, choiceValues: values, viaWidget: false });
      runAnswerIds.current.add(item.answerId);
      const next = new Map(answers).set(question.id, values);
      setAnswers(next);
      void rememberRun(userId, { quest, answers: [...next].map(([questionId, choiceValues]) => ({ questionId, choiceValues })) });
      // Online, the answer is sent before moving on, so a screen-out is told at once.
      if (navigator.onLine) await answerQueue.flush();
      const finished = outcomeFromAcknowledgements([answerQueue.store.getState().acknowledged[item.answerId] ?? {}]);
      if (finished) setOutcome(finished);
      else setIndex(firstUnanswered(quest.questions.map((q) => q.id), next));
    } finally {
      answering.current = false;
      setBusy(false);
    }
  }, [quest, userId, index, answers]);

  return {
    load,
    answers,
    /** Question ids whose answers still wait in the queue. */
    pending,
    index,
    /** The first unanswered question; the question count once all are answered. */
    unanswered,
    started,
    outcome,
    busy,
    start: () => setStarted(true),
    back: () => setIndex((current) => (canGoBack(current) ? current - 1 : current)),
    next: () => setIndex((current) => (canGoNext(current, unanswered) ? current + 1 : current)),
    answer,
    retry: () => void open(),
  };
}
export type SurveyRun = ReturnType<typeof useSurveyRun>;
