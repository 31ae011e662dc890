import './pages.css';
import { useTranslation } from 'react-i18next';
import { textGroup } from './pageContent';

/** A static page of plain paragraphs: pages.<page>.title and .paragraphs.<id>. */
export function ParagraphsPage({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <article className="static-page" data-testid={`page-${page}`}>
      <h1>{t(`pages.${page}.title`)}</h1>
      {textGroup<string>(t, `pages.${page}.paragraphs`).map(([id, text]) => (
        <p key={id}>{text}</p>
      ))}
    </article>
  );
}
