import '../surveys.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { progressOf } from '../runRules';

/** How far the member is: "Question 2 of 4" and a bar of the questions answered. */
export function SurveyProgress({ index, total, answered }: { index: number; total: number; answered: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const progress = progressOf(total, answered);
  return (
    <div className="survey-progress">
      <p id={labelId} className="survey-progress__label">{t('surveys.runner.position', { current: Math.min(index + 1, total), total })}</p>
      <progress
        className="survey-progress__bar"
        max={progress.total}
        value={progress.answered}
        aria-labelledby={labelId}
        aria-valuetext={t('surveys.runner.answered', { answered: progress.answered, total: progress.total, percent: progress.percent })}
        data-testid="survey-progress"
      />
    </div>
  );
}
