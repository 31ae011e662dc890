import { useTranslation } from 'react-i18next';
import { SocialLinks } from './SocialLinks';
import { Widget } from './Widget';

export function SocialWidget() {
  const { t } = useTranslation();
  return (
    <Widget name="social" title={t('widgets.social.title')}>
      <p>{t('widgets.social.text')}</p>
      <SocialLinks label={t('layout.sidebar.social')} />
    </Widget>
  );
}
