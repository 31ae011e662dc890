import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import type { Language } from '@contract/schemas/entities';
import { toast } from '../../components/toast';
import { useSiteConfig } from '../../config/siteConfig';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';

/** Whether a member's language change is in flight: shared, so every language selector on screen is disabled during it. */
export const useLanguageChangeStore = create<{ changing: boolean }>(() => ({ changing: false }));

/**
 * A language change: a member's choice is saved on the server; success, "already
 * selected" (code 4) and failure each show their message; user info and active surveys are then
 * refreshed. Visitors and guests switch the UI only. A member's choice needs the language's id from
 * the server's list: when that list has not loaded, it is asked for again, and if the language is
 * still unknown the change fails with its message (the UI switching alone would be undone by the next
 * details refresh). The update carries the member's contact agreement as the server holds it, so a
 * language change never records an agreement the member did not give. Disabling the selectors
 * during the request drops the keyboard focus to the page: when it ends, `selectorRef`'s selector,
 * if it is the one the member used, takes the focus back (unless the member has put it somewhere
 * else meanwhile).
 */
export function useLanguageChange() {
  const { i18n } = useTranslation();
  const config = useSiteConfig();
  const session = useSessionStore((state) => state.session);
  const refreshUser = useUserStore((state) => state.refresh);
  const refreshSurveys = useActiveSurveys((state) => state.refresh);
  const changing = useLanguageChangeStore((state) => state.changing);
  const selectorRef = useRef<HTMLSelectElement>(null);
  const startedHere = useRef(false);

  useEffect(() => {
    if (changing || !startedHere.current) return;
    startedHere.current = false;
    if (!document.activeElement || document.activeElement === document.body) selectorRef.current?.focus();
  }, [changing]);

  async function change(code: string, known: Language | undefined) {
    if (!session || session.isGuest) {
      await i18n.changeLanguage(code);
      return;
    }
    if (useLanguageChangeStore.getState().changing) return;
    startedHere.current = true;
    useLanguageChangeStore.setState({ changing: true });
    try {
      // Its code loads with the first change; offline before the worker cached it, the change fails as any would.
      const request = await import('./memberLanguageChange').catch(() => null);
      if (!request) return void toast.error(i18n.t('layout.language.failed'));
      await request.changeMemberLanguage({
        i18n, code, known, userId: session.user_id,
        alreadySelectedCode: config.languageAlreadySelectedCode,
        refresh: () => Promise.all([refreshUser(), refreshSurveys(session.user_id)]),
      });
    } finally {
      useLanguageChangeStore.setState({ changing: false });
    }
  }

  return { changing, change, selectorRef };
}
