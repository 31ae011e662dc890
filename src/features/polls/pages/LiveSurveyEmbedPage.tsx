import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@contract/rules/error-codes';
import { ApiError } from '../../../api/client';
import { loadFailure } from '../../../api/loadFailure';
import { useLatestRun } from '../../../lib/useLatestRun';
import { useReloadWhenOnline } from '../../../lib/useReloadWhenOnline';
import { useFocusOnMount } from '../../../lib/useFocusOnMount';
import { answerQueue, useAnswerQueue, type AnswerQueueState } from '../../../stores/answerQueue';
import { waitReason } from '../../../offline/queueRules';
import { fetchLiveSurveyCard, parseId, type QuestionCard as Card } from '../api';
import { QuestionCard } from '../components/QuestionCard';
import { AnswerStatusBadge } from '../components/AnswerStatusBadge';
import { RegisterLinks } from '../components/RegisterLinks';
import { usePollSession } from '../usePollSession';
import { Spinner } from '../../../components/Spinner';
import { loginToLiveSurvey } from '../../../session/accessRules';
import { SurveyOutcome, outcomeFromAcknowledgements, useQuestOutcome, type RunOutcome } from '../../surveys/public';
import '../polls.css';

/**
 * membersOnly: a guest has no question left they may answer, but members' questions remain.
 * offline: no network to read the next question (no answer waits); waiting: the answer waits on the
 * device for a network; unsent: the answer waits because the server failed it; missing: no such
 * survey for this viewer; failed: the server could not give the next question.
 */
type State = { kind: 'loading' } | { kind: 'card'; card: Card } | { kind: 'done' } | { kind: 'membersOnly' } | { kind: 'offline' } | { kind: 'waiting' } | { kind: 'unsent' } | { kind: 'missing' } | { kind: 'failed' };

type WaitKind = 'waiting' | 'unsent';

/** What a state the member may retry from says: nothing waits, or why the answer still does. */
const retryNotes = { offline: 'polls.card.offline', waiting: 'polls.embed.offline', unsent: 'polls.embed.unsent' } as const;

/** Why an answer still on the device has not gone: no network, or the server. */
const waitKindOf = (item: { lastFailedStatus?: number }): WaitKind => (waitReason(item, navigator.onLine) === 'offline' ? 'waiting' : 'unsent');

function stateOfFailure(error: unknown): 'membersOnly' | 'offline' | 'missing' | 'failed' {
  if (error instanceof ApiError && error.code === ErrorCode.guestNotAllowed) return 'membersOnly';
  return loadFailure(error);
}

/** The survey's end, focused when it replaces the question just answered. */
function DoneNote({ focus }: { focus: boolean }) {
  const { t } = useTranslation();
  const ref = useFocusOnMount<HTMLParagraphElement>(focus);
  return <p ref={ref} tabIndex={-1} className="polls-page__status">{t('polls.embed.done')}</p>;
}

/** The run ended early (screened out, too fast): how, focused when the question answered gives way to it. */
function EndedEarlyNote({ outcome, focus = true }: { outcome: RunOutcome; focus?: boolean }) {
  const ref = useFocusOnMount<HTMLDivElement>(focus);
  return <div ref={ref} tabIndex={-1}><SurveyOutcome outcome={outcome} questType="" /></div>;
}

/**
 * A member's survey opened again after their run ended: how it ended is read from the server, so a
 * run that ended early is not told as every question answered. Where that cannot be read (offline,
 * a failed call), the survey's end is all there is to say.
 */
function ReopenedEndNote({ userId, questId }: { userId: number; questId: number | null }) {
  const { state } = useQuestOutcome(userId, questId);
  if (state.kind === 'loading') return <Spinner />;
  if (state.kind === 'finished' && state.outcome.status !== 'completed') return <EndedEarlyNote outcome={state.outcome} focus={false} />;
  return <DoneNote focus={false} />;
}

/** The survey's end: as the answer just sent ended it, or as the server tells it when opened again. */
function EndNote({ answered, endedEarly, memberId, questId }: { answered: boolean; endedEarly: RunOutcome | null; memberId: number | null; questId: number | null }) {
  if (endedEarly && endedEarly.status !== 'completed') return <EndedEarlyNote outcome={endedEarly} />;
  // A guest's surveys are not theirs to read: their end is told plainly.
  return answered || memberId === null ? <DoneNote focus={answered} /> : <ReopenedEndNote userId={memberId} questId={questId} />;
}

/** /live-survey-embed/{id}: a live survey (quest) question after question, with minimal chrome, for an iframe. */
export function LiveSurveyEmbedPage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const questId = parseId(params.id);
  const session = usePollSession();
  // A malformed id names no survey: said at once, before any session (none is made for it).
  const [state, setState] = useState<State>(() => (questId === null ? { kind: 'missing' } : { kind: 'loading' }));
  const [lastAnswerId, setLastAnswerId] = useState<string | null>(null);
  // The run ended early by the last answer (screened out, too fast): told as such, not as every question answered.
  const lastAcknowledgement = useAnswerQueue((queue) => (lastAnswerId ? queue.acknowledged[lastAnswerId] : undefined));
  const endedEarly = lastAcknowledgement ? outcomeFromAcknowledgements([lastAcknowledgement]) : null;

  const beginLoad = useLatestRun();

  const load = useCallback(async () => {
    if (questId === null) return setState({ kind: 'missing' });
    // Only the latest load shows its card (StrictMode runs the effect twice; an answer loads the next).
    const signal = beginLoad();
    const show = (next: State) => !signal.aborted && setState(next);
    show({ kind: 'loading' });
    try {
      const card = await fetchLiveSurveyCard(questId, session.language);
      show(card ? { kind: 'card', card } : { kind: 'done' });
    } catch (error) {
      show({ kind: stateOfFailure(error) });
    }
  }, [questId, session.language, beginLoad]);

  useEffect(() => {
    if (session.userId === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, session.userId]);

  // The embed sits in a partner's iframe: joining or signing in opens the app in a tab of its own.
  const registerLinks = <RegisterLinks newTab loginHref={questId === null ? '/login' : loginToLiveSurvey(questId)} />;

  // Back online with nothing waiting: the question that could not be read is read.
  useReloadWhenOnline(state.kind === 'offline', load);

  // While the answer waits, the queue may send it by itself (back online, its retry, another tab):
  // once it has gone the survey goes on; until then the note says why it still waits.
  const answerWaits = state.kind === 'waiting' || state.kind === 'unsent';
  useEffect(() => {
    if (!answerWaits || lastAnswerId === null) return;
    const onChange = (queue: AnswerQueueState) => {
      const item = queue.items[lastAnswerId];
      if (!item) return void load();
      const kind = waitKindOf(item);
      setState((now) => (now.kind === kind ? now : { kind }));
    };
    onChange(answerQueue.store.getState());
    return answerQueue.store.subscribe(onChange);
  }, [answerWaits, lastAnswerId, load]);

  /** Sends the answer given here (if any): the next question once it has gone, else why it still waits. */
  async function sendAndContinue(answerId: string | null, send: () => Promise<void> = answerQueue.flush) {
    await send();
    const waiting = answerId === null ? undefined : answerQueue.store.getState().items[answerId];
    if (waiting) setState({ kind: waitKindOf(waiting) });
    else await load();
  }

  async function answer(card: Card, values: number[]) {
    const item = await answerQueue.enqueue({ questionId: card.id, choiceValues: values, viaWidget: true });
    setLastAnswerId(item.answerId);
    await sendAndContinue(item.answerId);
  }

  async function retry() {
    // The member asks now: the answer's back-off no longer applies (a wait the server asked for still does).
    await sendAndContinue(lastAnswerId, answerQueue.retryNow);
  }

  const retryButton = <button type="button" className="poll-button" onClick={() => void retry()}>{t('polls.feed.retry')}</button>;

  return (
    <div className="polls-page polls-page--embed" data-testid="live-survey">
      <h1 className="polls-page__title">{t('polls.embed.title')}</h1>
      <AnswerStatusBadge answerId={lastAnswerId} />
      {state.kind === 'loading' && <Spinner />}
      {/* The next question replaces the pressed choice: the keyboard's focus goes on to its heading. */}
      {state.kind === 'card' && <QuestionCard key={state.card.id} card={state.card} focusHeading={lastAnswerId !== null} onAnswer={(values) => void answer(state.card, values)} />}
      {state.kind === 'done' && (
        <>
          <EndNote answered={lastAnswerId !== null} endedEarly={endedEarly} memberId={session.isGuest ? null : session.userId} questId={questId} />
          {/* A guest who got this far is asked to join, as on a public card. */}
          {session.isGuest && registerLinks}
        </>
      )}
      {state.kind === 'membersOnly' && (
        <>
          {/* "The remaining questions" once this visitor has answered some here; for a new one, the whole survey. */}
          <p className="polls-page__status">{t(lastAnswerId === null ? 'polls.embed.membersOnlyFromStart' : 'polls.embed.membersOnly')}</p>
          {registerLinks}
        </>
      )}
      {(state.kind === 'offline' || state.kind === 'waiting' || state.kind === 'unsent') && (
        <div className="polls-page__actions">
          <p className="polls-page__status">{t(retryNotes[state.kind])}</p>
          {retryButton}
        </div>
      )}
      {state.kind === 'missing' && <p role="alert" className="poll-card__error">{t('polls.embed.error')}</p>}
      {state.kind === 'failed' && (
        <div className="polls-page__actions">
          <p role="alert" className="poll-card__error">{t('polls.embed.failed')}</p>
          {retryButton}
        </div>
      )}
    </div>
  );
}
