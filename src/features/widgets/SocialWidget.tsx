import { useTranslation } from 'react-i18next';
import { useTicketsContext } from '../../i18n/ticketsContext';
import { SocialLinks } from './SocialLinks';
import { Widget } from './Widget';

export function SocialWidget() {
  const { t } = useTranslation();
  const ticketsText = useTicketsContext();
  return (
    <Widget name="social" title={t('widgets.social.title')}>
      <p>{t('widgets.social.text', ticketsText)}</p>
      <SocialLinks label={t('layout.sidebar.social')} />
    </Widget>
  );
}
