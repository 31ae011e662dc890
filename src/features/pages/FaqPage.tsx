import './pages.css';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { textGroup } from './pageContent';

interface FaqItem {
  q: string;
  a: string;
}

export function FaqPage() {
  const { t } = useTranslation();
  const ticketsOff = !useSiteConfig().ticketsEnabled;
  return (
    <article className="static-page" data-testid="page-faq">
      <h1>{t('pages.faq.title')}</h1>
      <p className="static-page__intro">{t('pages.faq.intro')}</p>
      <div className="faq">
        {textGroup<FaqItem>(t, 'pages.faq.items', ticketsOff).map(([id, item]) => (
          <details key={id} className="faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
