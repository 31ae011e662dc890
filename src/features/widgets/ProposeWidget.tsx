import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Widget } from './Widget';

export function ProposeWidget() {
  const { t } = useTranslation();
  return (
    <Widget name="propose" title={t('widgets.propose.title')}>
      <p>{t('widgets.propose.text')}</p>
      <Link className="widget__link" href="/app/propose">{t('widgets.propose.link')}</Link>
    </Widget>
  );
}
