import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSiteConfig } from '../../config/siteConfig';
import { showCookieNotice } from '../../session/layoutRules';
import { useViewer } from '../../session/useViewer';
import { focusMainIfLost } from '../../lib/focusAfterNavigation';
import { RESERVED_SPACE_BELOW } from '../../lib/reservedSpace';

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
  const notice = useRef<HTMLElement>(null);
  const shown = showCookieNotice(config, viewer, dismissed);
  useReservedSpaceBelow(notice, shown);

  if (!shown) return null;

  function dismiss() {
    try {
      window.localStorage.setItem(STORAGE_KEY, 'true');
    } catch {
      // Private mode: the notice stays dismissed for this page view only.
    }
    setDismissed(true);
    // The button leaves with the notice: keyboard users go on from the page's content.
    requestAnimationFrame(() => focusMainIfLost(document));
  }

  return (
    <section ref={notice} className="cookie-notice" aria-label={t('layout.cookie.label')} data-testid="cookie-notice">
      <p>
        {t('layout.cookie.text')} <Link href="/terms">{t('layout.cookie.terms')}</Link>.
      </p>
      <button type="button" className="button button--primary" onClick={dismiss}>{t('layout.cookie.dismiss')}</button>
    </section>
  );
}

/**
 * While the sticky notice covers the bottom of the viewport, `RESERVED_SPACE_BELOW` says how much:
 * the page's scroll padding keeps that room (layout.css), so a control focused with the keyboard is
 * scrolled into view above the notice, and the toasts rise above it instead of hiding its text.
 */
function useReservedSpaceBelow(notice: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const reserve = () => {
      root.style.setProperty(RESERVED_SPACE_BELOW, `${Math.ceil(element.getBoundingClientRect().height) + 16}px`);
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(RESERVED_SPACE_BELOW);
    };
  }, [notice, shown]);
}
