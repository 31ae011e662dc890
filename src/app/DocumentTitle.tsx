import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSiteConfig } from '../config/siteConfig';
import { documentTitle, screenTitleKey } from './screenTitles';

/** Names the document after the screen its path opens, in the member's language. */
export function DocumentTitle() {
  const [path] = useLocation();
  const { t } = useTranslation();
  const { proposeQuestionEnabled, aboutYouEnabled, vkAppEnabled } = useSiteConfig();
  const title = documentTitle(t(screenTitleKey(path, { proposeQuestionEnabled, aboutYouEnabled, vkAppEnabled })), t('layout.brand'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
