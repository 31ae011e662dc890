import { Link, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useCompactNumber } from '../../../lib/useCompactNumber';
import { useUserStore } from '../../../stores/userStore';
import { SurveyOutcome, useQuestOutcome } from '../../surveys/public';
import { parseId } from '../api';
import '../polls.css';

/** /app/thankYou/{qid}: shown when a member has finished a survey: how it ended and their new balance. */
export function ThankYouPage() {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const params = useParams<{ qid: string }>();
  const id = parseId(params.qid);
  const finished = useQuestOutcome(id);
  const points = useUserStore((state) => state.details?.user_points);
  return (
    <div className="polls-page" data-testid="thank-you-page">
      <h1 className="polls-page__title">{t('polls.thankYou.title')}</h1>
      {finished ? (
        <>
          <p>{finished.title}</p>
          <SurveyOutcome outcome={finished.outcome} questType={finished.questType} />
        </>
      ) : (
        <p>{t('polls.thankYou.text')}</p>
      )}
      {points !== undefined && <p className="thank-you__balance" data-testid="thank-you-balance">{t('surveys.thankYou.balance', { count: points, value: compact(points) })}</p>}
      <div className="polls-page__actions">
        <Link href="/app/" className="poll-button poll-button--primary">{t('polls.thankYou.back')}</Link>
        {finished && <Link href="/app/surveys" className="poll-button">{t('surveys.thankYou.moreSurveys')}</Link>}
        {id !== null && <Link href="/app/history" className="poll-button">{t('polls.thankYou.history')}</Link>}
      </div>
    </div>
  );
}
