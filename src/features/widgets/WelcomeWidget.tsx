import { useTranslation } from 'react-i18next';
import { Widget } from './Widget';

export function WelcomeWidget() {
  const { t } = useTranslation();
  return (
    <Widget name="welcome" title={t('widgets.welcome.title')}>
      <p>{t('widgets.welcome.text')}</p>
    </Widget>
  );
}
