import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { fetchCard, fetchStats, parseId, type QuestionCard, type Stats } from '../api';
import { cachedCard, cachedStats, rememberStats } from '../../../offline/cardCache';
import { BackToPollsLink } from '../components/BackToPollsLink';
import { ResultsView } from '../components/ResultsView';
import { ShareButton } from '../components/ShareButton';
import { Spinner } from '../../../components/Spinner';
import '../polls.css';

type State = { kind: 'loading' } | { kind: 'ready'; stats: Stats; card: QuestionCard | null } | { kind: 'missing' } | { kind: 'error' };

/** The question's card for its text: the device's copy, else the server's (opened directly, or from the top 10). */
async function loadCard(id: number): Promise<QuestionCard | null> {
  return (await cachedCard(id)) ?? (await fetchCard(id).catch(() => null));
}

async function loadStats(id: number): Promise<State> {
  const cardLoad = loadCard(id);
  try {
    const stats = await fetchStats(id);
    const card = await cardLoad;
    void rememberStats(stats);
    return { kind: 'ready', stats, card };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    const cached = await cachedStats(id);
    return cached ? { kind: 'ready', stats: cached, card: await cardLoad } : { kind: 'error' };
  }
}

/** /app/stats/{cid}: a question's results with the breakdowns by age group and by gender as charts. */
export function StatsPage() {
  const { t } = useTranslation();
  const params = useParams<{ cid: string }>();
  const id = parseId(params.cid);
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (id === null) return;
    let live = true;
    void loadStats(id).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, [id]);

  const shown: State = id === null ? { kind: 'missing' } : state;
  return (
    <div className="polls-page" data-testid="stats-page">
      <h1 className="polls-page__title">{shown.kind === 'ready' && shown.card ? shown.card.text : t('polls.stats.title')}</h1>
      {shown.kind === 'loading' && <Spinner label={t('polls.results.loading')} />}
      {shown.kind === 'missing' && <p role="alert" className="poll-card__error">{t('polls.card.notAvailable')}</p>}
      {shown.kind === 'error' && <p role="alert" className="poll-card__error">{t('polls.results.unavailable')}</p>}
      {shown.kind === 'ready' && <ResultsView stats={shown.stats} />}
      <div className="polls-page__actions">
        <BackToPollsLink />
        {shown.kind === 'ready' && <ShareButton cardId={shown.stats.questionId} text={shown.card?.text ?? t('polls.stats.title')} />}
      </div>
    </div>
  );
}
