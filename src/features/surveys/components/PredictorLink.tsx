import { useTranslation } from 'react-i18next';
import { hasPredictorRights } from '../../../session/layoutRules';
import { useViewer } from '../../../session/useViewer';
import { useSiteConfig } from '../../../config/siteConfig';
import { usePredictorUrl } from '../../../lib/predictorUrl';

/** A forecast quest's way to the predictor: only with the predictor switch on and level bit 2 set. */
export function PredictorLink({ questType }: { questType: string }) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const viewer = useViewer();
  const predictorUrl = usePredictorUrl();
  if (questType !== 'forecast' || !hasPredictorRights(config, viewer)) return null;
  return (
    <p className="survey-predictor" data-testid="survey-predictor">
      {t('surveys.predictor.text')}{' '}
      <a href={predictorUrl} target="_blank" rel="noopener noreferrer">{t('surveys.predictor.link')}</a>
    </p>
  );
}
