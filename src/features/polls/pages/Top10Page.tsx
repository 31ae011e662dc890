import { useId } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { BackToPollsLink } from '../components/BackToPollsLink';
import { ResultsView } from '../components/ResultsView';
import { usePollSession } from '../usePollSession';
import { useTop10 } from '../useTop10';
import { Spinner } from '../../../components/Spinner';
import '../polls.css';

/** /app/top10: the ten polls most answered in the last 30 days, each with its results. */
export function Top10Page() {
  const { t } = useTranslation();
  const titleId = useId();
  const session = usePollSession();
  const { state, load } = useTop10(session.language);

  return (
    <div className="polls-page" data-testid="top10-page">
      <h1 id={titleId} className="polls-page__title">{t('polls.top10.title')}</h1>
      <p className="polls-page__status">{t('polls.top10.intro')}</p>
      {state.kind === 'loading' && <Spinner />}
      {state.kind === 'ready' && state.offline && <p className="polls-page__status">{t('polls.top10.offlineCopy')}</p>}
      {state.kind === 'ready' && state.entries.length === 0 && <p className="polls-page__status">{t('polls.top10.empty')}</p>}
      {state.kind === 'ready' && state.entries.length > 0 && (
        <ol className="top10-list" aria-labelledby={titleId}>
          {state.entries.map(({ card, stats }, index) => (
            <li key={card.id} className="poll-card" data-testid="top10-entry" data-question-id={card.id}>
              <h2 className="poll-card__question">
                <span className="top10-rank">{t('polls.top10.rank', { rank: index + 1 })}</span> {card.text}
              </h2>
              <ResultsView stats={stats} headingLevel={3} />
              <div className="polls-page__actions">
                <Link href={`/app/stats/${card.id}`} className="poll-button" aria-label={t('polls.top10.detailsFor', { text: card.text })}>
                  {t('polls.top10.details')}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
      {(state.kind === 'offline' || state.kind === 'error') && (
        <div className="polls-page__actions">
          <p role="alert" className="poll-card__error">{t(state.kind === 'offline' ? 'polls.top10.offline' : 'polls.top10.error')}</p>
          <button type="button" className="poll-button" onClick={() => void load()}>{t('polls.feed.retry')}</button>
        </div>
      )}
      <div className="polls-page__actions">
        <BackToPollsLink />
      </div>
    </div>
  );
}
