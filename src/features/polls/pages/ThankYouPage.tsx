import { Link, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { parseId } from '../api';
import '../polls.css';

/** /app/thankYou/{qid}: shown when a member has finished a survey or question set. */
export function ThankYouPage() {
  const { t } = useTranslation();
  const params = useParams<{ qid: string }>();
  const id = parseId(params.qid);
  return (
    <div className="polls-page" data-testid="thank-you-page">
      <h1 className="polls-page__title">{t('polls.thankYou.title')}</h1>
      <p>{t('polls.thankYou.text')}</p>
      <div className="polls-page__actions">
        <Link href="/app/" className="poll-button poll-button--primary">{t('polls.thankYou.back')}</Link>
        {id !== null && <Link href="/app/history" className="poll-button">{t('polls.thankYou.history')}</Link>}
      </div>
    </div>
  );
}
