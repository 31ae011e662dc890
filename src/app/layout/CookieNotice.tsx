import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { showCookieNotice } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';

const STORAGE_KEY = 'panelist.cookieNoticeDismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Shown to visitors when enabled by configuration, until dismissed; links to the terms. */
export function CookieNotice() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const viewer = useViewer();
  const [dismissed, setDismissed] = useState(readDismissed);

  if (!showCookieNotice(config, viewer, dismissed)) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(STORAGE_KEY, 'true');
    } catch {
      // Private mode: the notice stays dismissed for this page view only.
    }
    setDismissed(true);
  }

  return (
    <section className="cookie-notice" aria-label={t('layout.cookie.label')} data-testid="cookie-notice">
      <p>
        {t('layout.cookie.text')} <Link href="/terms">{t('layout.cookie.terms')}</Link>.
      </p>
      <button type="button" className="button" onClick={dismiss}>{t('layout.cookie.dismiss')}</button>
    </section>
  );
}
