import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { fetchStats, parseId, type QuestionCard, type Stats } from '../api';
import { cachedCard, cachedStats, rememberStats } from '../../../offline/cardCache';
import { ResultsView } from '../components/ResultsView';
import { ShareButton } from '../components/ShareButton';
import '../polls.css';

type State = { kind: 'loading' } | { kind: 'ready'; stats: Stats; card: QuestionCard | null } | { kind: 'missing' } | { kind: 'error' };

async function loadStats(id: number): Promise<State> {
  const card = (await cachedCard(id)) ?? null;
  try {
    const stats = await fetchStats(id);
    void rememberStats(stats);
    return { kind: 'ready', stats, card };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    const cached = await cachedStats(id);
    return cached ? { kind: 'ready', stats: cached, card } : { kind: 'error' };
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
      {shown.kind === 'loading' && <p role="status" className="polls-page__status">{t('polls.results.loading')}</p>}
      {shown.kind === 'missing' && <p role="alert" className="poll-card__error">{t('polls.card.notAvailable')}</p>}
      {shown.kind === 'error' && <p role="alert" className="poll-card__error">{t('polls.results.unavailable')}</p>}
      {shown.kind === 'ready' && <ResultsView stats={shown.stats} />}
      <div className="polls-page__actions">
        <Link href="/app/" className="poll-button">{t('polls.stats.back')}</Link>
        {shown.kind === 'ready' && <ShareButton cardId={shown.stats.questionId} text={shown.card?.text ?? t('polls.stats.title')} />}
      </div>
    </div>
  );
}
