import '../surveys.css';
import { useTranslation } from 'react-i18next';
import { useCompactCount } from '../../../lib/useCompactNumber';

interface Props {
  points: number;
  minutes: number;
  questions?: number;
}

/** What a survey offers and asks: its points, its estimated length and (in the runner) its question count. */
export function SurveyFacts({ points, minutes, questions }: Props) {
  const { t } = useTranslation();
  const counted = useCompactCount();
  return (
    <ul className="survey-facts" data-testid="survey-facts">
      <li className="survey-facts__points">{t('surveys.facts.points', counted(points))}</li>
      <li>{t('surveys.facts.minutes', { count: minutes })}</li>
      {questions !== undefined && <li>{t('surveys.facts.questions', { count: questions })}</li>}
    </ul>
  );
}
