import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@contract/rules/error-codes';
import { ApiError } from '../../../api/client';
import { useLatestRun } from '../../../lib/useLatestRun';
import { answerQueue } from '../../../stores/answerQueue';
import { fetchLiveSurveyCard, parseId, type QuestionCard as Card } from '../api';
import { QuestionCard } from '../components/QuestionCard';
import { AnswerStatusBadge } from '../components/AnswerStatusBadge';
import { RegisterLinks } from '../components/RegisterLinks';
import { usePollSession } from '../usePollSession';
import { Spinner } from '../../../components/Spinner';
import { loginToLiveSurvey } from '../../../session/accessRules';
import '../polls.css';

/** membersOnly: a guest has no question left they may answer, but members' questions remain. */
type State = { kind: 'loading' } | { kind: 'card'; card: Card } | { kind: 'done' } | { kind: 'membersOnly' } | { kind: 'offline' } | { kind: 'error' };

function stateOfFailure(error: unknown): 'membersOnly' | 'offline' | 'error' {
  if (!(error instanceof ApiError)) return 'error';
  if (error.isNetworkError) return 'offline';
  return error.code === ErrorCode.guestNotAllowed ? 'membersOnly' : 'error';
}

/** /live-survey-embed/{id}: a live survey (quest) question after question, with minimal chrome, for an iframe. */
export function LiveSurveyEmbedPage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const questId = parseId(params.id);
  const session = usePollSession();
  // A malformed id names no survey: said at once, before any session (none is made for it).
  const [state, setState] = useState<State>(() => (questId === null ? { kind: 'error' } : { kind: 'loading' }));
  const [lastAnswerId, setLastAnswerId] = useState<string | null>(null);

  const beginLoad = useLatestRun();

  const load = useCallback(async () => {
    if (questId === null) return setState({ kind: 'error' });
    // Only the latest load shows its card (StrictMode runs the effect twice; an answer loads the next).
    const signal = beginLoad();
    const show = (next: State) => !signal.aborted && setState(next);
    show({ kind: 'loading' });
    try {
      const card = await fetchLiveSurveyCard(questId);
      show(card ? { kind: 'card', card } : { kind: 'done' });
    } catch (error) {
      show({ kind: stateOfFailure(error) });
    }
  }, [questId, beginLoad]);

  useEffect(() => {
    if (session.userId === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load, session.userId]);

  // The embed sits in a partner's iframe: joining or signing in opens the app in a tab of its own.
  const registerLinks = <RegisterLinks newTab loginHref={questId === null ? '/login' : loginToLiveSurvey(questId)} />;

  async function answer(card: Card, values: number[]) {
    const item = await answerQueue.enqueue({ questionId: card.id, choiceValues: values, viaWidget: true });
    setLastAnswerId(item.answerId);
    await answerQueue.flush();
    if (answerQueue.store.getState().items[item.answerId]) setState({ kind: 'offline' });
    else await load();
  }

  return (
    <div className="polls-page polls-page--embed" data-testid="live-survey">
      <h1 className="polls-page__title">{t('polls.embed.title')}</h1>
      <AnswerStatusBadge answerId={lastAnswerId} />
      {state.kind === 'loading' && <Spinner />}
      {state.kind === 'card' && <QuestionCard key={state.card.id} card={state.card} onAnswer={(values) => void answer(state.card, values)} />}
      {state.kind === 'done' && (
        <>
          <p className="polls-page__status">{t('polls.embed.done')}</p>
          {/* A guest who got this far is asked to join, as on a public card. */}
          {session.isGuest && registerLinks}
        </>
      )}
      {state.kind === 'membersOnly' && (
        <>
          <p className="polls-page__status">{t('polls.embed.membersOnly')}</p>
          {registerLinks}
        </>
      )}
      {state.kind === 'offline' && (
        <div className="polls-page__actions">
          <p className="polls-page__status">{t('polls.embed.offline')}</p>
          <button type="button" className="poll-button" onClick={() => void answerQueue.flush().then(load)}>{t('polls.feed.retry')}</button>
        </div>
      )}
      {state.kind === 'error' && <p role="alert" className="poll-card__error">{t('polls.embed.error')}</p>}
    </div>
  );
}
