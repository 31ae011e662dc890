import { useTranslation } from 'react-i18next';
import { usePredictorUrl } from '../../lib/predictorUrl';
import { Widget } from './Widget';

export function PredictorWidget() {
  const { t } = useTranslation();
  const predictorUrl = usePredictorUrl();
  return (
    <Widget name="predictor" title={t('widgets.predictor.title')}>
      <p>{t('widgets.predictor.text')}</p>
      <a className="widget__link" href={predictorUrl} target="_blank" rel="noopener noreferrer">{t('widgets.predictor.link')}</a>
    </Widget>
  );
}
