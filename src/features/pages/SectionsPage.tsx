import './pages.css';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { textGroup, type TextSection } from './pageContent';

/** A static page of headed sections: pages.<page>.title, .intro and .<group>.<id>.{heading,body}. */
export function SectionsPage({ page, group, ordered = false }: { page: string; group: string; ordered?: boolean }) {
  const { t } = useTranslation();
  const ticketsOff = !useSiteConfig().ticketsEnabled;
  const sections = textGroup<TextSection>(t, `pages.${page}.${group}`, ticketsOff);
  const List = ordered ? 'ol' : 'div';
  return (
    <article className="static-page" data-testid={`page-${page}`}>
      <h1>{t(`pages.${page}.title`)}</h1>
      <p className="static-page__intro">{t(`pages.${page}.intro`)}</p>
      <List className="static-page__sections">
        {sections.map(([id, section]) => {
          const content = (
            <>
              <h2>{section.heading}</h2>
              <p>{section.body}</p>
            </>
          );
          return ordered ? <li key={id}>{content}</li> : <section key={id}>{content}</section>;
        })}
      </List>
    </article>
  );
}
