import './pages.css';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { textGroup } from './pageContent';

/** A static page of plain paragraphs: pages.<page>.title and .paragraphs.<id>. */
export function ParagraphsPage({ page }: { page: string }) {
  const { t } = useTranslation();
  const ticketsOff = !useSiteConfig().ticketsEnabled;
  return (
    <article className="static-page" data-testid={`page-${page}`}>
      <h1>{t(`pages.${page}.title`)}</h1>
      {textGroup<string>(t, `pages.${page}.paragraphs`, ticketsOff).map(([id, text]) => (
        <p key={id}>{text}</p>
      ))}
    </article>
  );
}
