import '../surveys.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCompactCount } from '../../../lib/useCompactNumber';
import { outcomeMessage } from '../outcomeMessages';
import type { RunOutcome } from '../runRules';
import { PredictorLink } from './PredictorLink';

/** How a finished survey ended, told as soon as it is known: completed, screened out, or flagged as too fast. */
export function SurveyOutcome({ outcome, questType, headingLevel = 2 }: { outcome: RunOutcome; questType: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const counted = useCompactCount();
  const message = outcomeMessage(outcome);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={`survey-outcome survey-outcome--${outcome.status}`} role="status" data-testid="survey-outcome" data-status={outcome.status}>
      <Heading className="survey-outcome__title">{t(message.title)}</Heading>
      <p>{t(message.text, message.values.count === undefined ? {} : counted(message.values.count))}</p>
      <PredictorLink questType={questType} />
    </section>
  );
}

/** Where to go once a survey is over or cannot be taken. */
export function SurveyExits() {
  const { t } = useTranslation();
  return (
    <div className="polls-page__actions">
      <Link href="/app/surveys" className="poll-button poll-button--primary">{t('surveys.runner.toSurveys')}</Link>
      <Link href="/app/" className="poll-button">{t('surveys.runner.toPolls')}</Link>
    </div>
  );
}
