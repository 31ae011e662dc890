import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { loadFailure } from '../../../api/loadFailure';
import { fetchCard, fetchSelectedValues, fetchStats, parseId, type QuestionCard, type Stats } from '../api';
import { cachedCard, cachedStats, rememberStats } from '../../../offline/cardCache';
import { BackToPollsLink } from '../components/BackToPollsLink';
import { ResultsView } from '../components/ResultsView';
import { ShareButton } from '../components/ShareButton';
import { resultsFailureKey } from '../resultsRules';
import { Spinner } from '../../../components/Spinner';
import { useReloadWhenOnline } from '../../../lib/useReloadWhenOnline';
import { useSessionStore } from '../../../stores/sessionStore';
import { useOwnProposalStatus } from '../useOwnProposalStatus';
import '../polls.css';

/** offline: the server could not be reached; failed: it answered with an error (a retry may help); missing: nothing there for this member. */
/** ready: `kept` when the server could not be reached and the device's older copy is shown. */
/** selected: the member's own answer, marked among the results (none for a guest, or when it cannot be read). */
type State = { kind: 'loading' } | { kind: 'ready'; stats: Stats; card: QuestionCard | null; selected: number[]; kept: boolean } | { kind: 'missing' } | { kind: 'offline' } | { kind: 'failed' };

/** The question's card for its text: the device's copy, else the server's (opened directly, or from the top 10). */
async function loadCard(id: number): Promise<QuestionCard | null> {
  return (await cachedCard(id)) ?? (await fetchCard(id).catch(() => null));
}

async function loadStats(id: number, member: boolean): Promise<State> {
  const cardLoad = loadCard(id);
  const selectedLoad = member ? fetchSelectedValues(id).catch((): number[] => []) : Promise.resolve([]);
  try {
    const stats = await fetchStats(id);
    const [card, selected] = await Promise.all([cardLoad, selectedLoad]);
    void rememberStats(stats);
    return { kind: 'ready', stats, card, selected, kept: false };
  } catch (error) {
    const failure = loadFailure(error);
    if (failure === 'missing') return { kind: 'missing' };
    const cached = await cachedStats(id);
    return cached ? { kind: 'ready', stats: cached, card: await cardLoad, selected: await selectedLoad, kept: true } : { kind: failure };
  }
}

/** /app/stats/{cid}: a question's results with the breakdowns by age group and by gender as charts. */
export function StatsPage() {
  const { t } = useTranslation();
  const params = useParams<{ cid: string }>();
  const id = parseId(params.cid);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const member = useSessionStore((store) => store.session !== null && !store.session.isGuest);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    void loadStats(id, member).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [id, member, attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useReloadWhenOnline(state.kind === 'offline', retry);
  // A kept copy stays on screen while the server's is loaded: no spinner in its place.
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  useReloadWhenOnline(state.kind === 'ready' && state.kept, refresh);

  const shown: State = id === null ? { kind: 'missing' } : state;
  // The member's own proposal not published (stand-by or rejected) shows to them alone: a link to it would open for no one else.
  const ownProposal = useOwnProposalStatus(shown.kind === 'ready' ? shown.card : null, member);
  const shareable = ownProposal === null || ownProposal === 'accepted';
  return (
    <div className="polls-page" data-testid="stats-page">
      <h1 className="polls-page__title">{shown.kind === 'ready' && shown.card ? shown.card.text : t('polls.stats.title')}</h1>
      {shown.kind === 'loading' && <Spinner label={t('polls.results.loading')} />}
      {shown.kind === 'missing' && <p role="alert" className="poll-card__error">{t('polls.card.notAvailable')}</p>}
      {(shown.kind === 'offline' || shown.kind === 'failed') && <p role="alert" className="poll-card__error">{t(resultsFailureKey(shown.kind))}</p>}
      {shown.kind === 'ready' && shown.kept && <p role="status" className="polls-page__status" data-testid="stats-kept">{t('polls.stats.kept')}</p>}
      {shown.kind === 'ready' && <ResultsView stats={shown.stats} selected={shown.selected} />}
      <div className="polls-page__actions">
        {shown.kind === 'failed' && <button type="button" className="poll-button" onClick={retry}>{t('polls.feed.retry')}</button>}
        <BackToPollsLink />
        {shown.kind === 'ready' && shareable && <ShareButton cardId={shown.stats.questionId} text={shown.card?.text ?? t('polls.stats.title')} />}
      </div>
    </div>
  );
}
