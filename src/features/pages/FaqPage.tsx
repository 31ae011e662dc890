import './pages.css';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { textGroup } from './pageContent';

interface FaqItem {
  q: string;
  a: string;
}

/** The question that tells how to change the language: only where the site offers more than one. */
const LANGUAGE_ITEM = 'language';

export function FaqPage() {
  const { t } = useTranslation();
  const { ticketsEnabled, multiLanguage } = useSiteConfig();
  const items = textGroup<FaqItem>(t, 'pages.faq.items', !ticketsEnabled).filter(([id]) => multiLanguage || id !== LANGUAGE_ITEM);
  return (
    <article className="static-page" data-testid="page-faq">
      <h1>{t('pages.faq.title')}</h1>
      <p className="static-page__intro">{t('pages.faq.intro')}</p>
      <div className="faq">
        {items.map(([id, item]) => (
          <details key={id} className="faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
