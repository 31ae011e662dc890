import { useTranslation } from 'react-i18next';
import { useTicketsContext } from '../../i18n/ticketsContext';
import { Widget } from './Widget';

export function WelcomeWidget() {
  const { t } = useTranslation();
  const ticketsText = useTicketsContext();
  return (
    <Widget name="welcome" title={t('widgets.welcome.title')}>
      <p>{t('widgets.welcome.text', ticketsText)}</p>
    </Widget>
  );
}
