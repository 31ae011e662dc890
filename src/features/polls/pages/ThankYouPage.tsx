import { Link, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useCompactNumber } from '../../../lib/useCompactNumber';
import { useUserStore } from '../../../stores/userStore';
import { SurveyOutcome, useQuestOutcome } from '../../surveys/public';
import { parseId } from '../api';
import { BackToPollsLink } from '../components/BackToPollsLink';
import { usePollSession } from '../usePollSession';
import '../polls.css';

/**
 * /app/thankYou/{qid}: shown when a member has finished a survey: how it ended and their new balance.
 * Thanks only for a survey the server says they finished; any other id says there is no such survey.
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const params = useParams<{ qid: string }>();
  const id = parseId(params.qid);
  const session = usePollSession();
  const { state, retry } = useQuestOutcome(session.userId, id);
  const points = useUserStore((store) => store.details?.user_points);

  if (state.kind !== 'finished') {
    return (
      <div className="polls-page" data-testid="thank-you-page">
        <h1 className="polls-page__title">{t(state.kind === 'notFinished' ? 'polls.thankYou.notFoundTitle' : 'polls.thankYou.pendingTitle')}</h1>
        {state.kind === 'loading' && <Spinner />}
        {state.kind === 'notFinished' && <p role="alert" className="poll-card__error">{t('polls.thankYou.notFound')}</p>}
        {state.kind === 'unknown' && <p role="alert" className="poll-card__error">{t(state.offline ? 'polls.thankYou.unknown' : 'polls.thankYou.failed')}</p>}
        <div className="polls-page__actions">
          {state.kind === 'unknown' && <button type="button" className="poll-button" onClick={retry}>{t('polls.feed.retry')}</button>}
          <BackToPollsLink primary={state.kind !== 'loading'} />
          {state.kind === 'notFinished' && <Link href="/app/surveys" className="poll-button">{t('surveys.thankYou.moreSurveys')}</Link>}
        </div>
      </div>
    );
  }
  return (
    <div className="polls-page" data-testid="thank-you-page">
      <h1 className="polls-page__title">{t('polls.thankYou.title')}</h1>
      <p>{state.title}</p>
      <SurveyOutcome outcome={state.outcome} questType={state.questType} />
      {points !== undefined && <p className="thank-you__balance" data-testid="thank-you-balance">{t('surveys.thankYou.balance', { count: points, value: compact(points) })}</p>}
      <div className="polls-page__actions">
        <BackToPollsLink primary />
        <Link href="/app/surveys" className="poll-button">{t('surveys.thankYou.moreSurveys')}</Link>
        <Link href="/app/history" className="poll-button">{t('polls.thankYou.history')}</Link>
      </div>
    </div>
  );
}
