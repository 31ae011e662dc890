import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import type { Language } from '@contract/schemas/entities';
import { call } from '../../api/client';
import { toast } from '../../components/toast';
import { useSiteConfig } from '../../config/siteConfig';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { languageChangeOutcome } from './languageChange';
import { loadLanguages } from './useLanguages';

/** Whether a member's language change is in flight: shared, so every language selector on screen is disabled during it. */
export const useLanguageChangeStore = create<{ changing: boolean }>(() => ({ changing: false }));

/**
 * A language change: a member's choice is saved on the server; success, "already
 * selected" (code 4) and failure each show their message; user info and active surveys are then
 * refreshed. Visitors and guests switch the UI only. A member's choice needs the language's id from
 * the server's list: when that list has not loaded, it is asked for again, and if the language is
 * still unknown the change fails with its message (the UI switching alone would be undone by the next
 * details refresh). The update carries the member's contact agreement as it
 * stands (the user details, or the login's answer while they load): a language change must never
 * record an agreement the member did not give. Disabling the selectors during the request drops the
 * keyboard focus to the page: when it ends, `selectorRef`'s selector, if it is the one the member
 * used, takes the focus back (unless the member has put it somewhere else meanwhile).
 */
export function useLanguageChange() {
  const { i18n } = useTranslation();
  const config = useSiteConfig();
  const session = useSessionStore((state) => state.session);
  const details = useUserStore((state) => state.details);
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
      const language = known ?? (await loadLanguages()).find((entry) => entry.uiName === code);
      let failure: unknown = null;
      try {
        if (!language) throw new Error(`The language ${code} is not in the server's list (not loaded)`);
        await call('updateUser', {
          params: { id: String(session.user_id) },
          body: { user_id: session.user_id, user_language_id: language.languageId, user_agrees_contact: details?.user.user_agrees_contact ?? session.user_agrees_contact },
        });
      } catch (error) {
        failure = error;
      }
      const outcome = languageChangeOutcome(failure, config.languageAlreadySelectedCode);
      // The message answers the member in the language they asked in (read before the switch).
      const message = i18n.t(`layout.language.${outcome}`);
      if (outcome !== 'failed') await i18n.changeLanguage(code);
      if (outcome === 'changed') toast.success(message);
      else if (outcome === 'already') toast(message, { icon: '⚠️' });
      else toast.error(message);
      if (outcome === 'changed') await Promise.all([refreshUser(), refreshSurveys(session.user_id)]);
    } finally {
      useLanguageChangeStore.setState({ changing: false });
    }
  }

  return { changing, change, selectorRef };
}
