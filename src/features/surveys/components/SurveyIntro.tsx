import { useTranslation } from 'react-i18next';
import type { QuestDetails } from '../api';
import { PredictorLink } from './PredictorLink';
import { SurveyFacts } from './SurveyFacts';

/** Before the first question: what the survey is about, its estimated length and the points on offer. */
export function SurveyIntro({ quest, onStart }: { quest: QuestDetails; onStart(): void }) {
  const { t } = useTranslation();
  return (
    <section className="survey-intro" data-testid="survey-intro" aria-label={t('surveys.runner.introLabel')}>
      {quest.quest_description && <p>{quest.quest_description}</p>}
      <SurveyFacts points={quest.quest_points} minutes={quest.estimatedMinutes} questions={quest.questions.length} />
      <PredictorLink questType={quest.quest_type} />
      <div className="polls-page__actions">
        <button type="button" className="poll-button poll-button--primary" onClick={onStart}>{t('surveys.runner.start')}</button>
      </div>
    </section>
  );
}
