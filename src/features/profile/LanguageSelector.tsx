import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast';
import { call } from '../../api/client';
import { useSiteConfig } from '../../config/siteConfig';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { languageAutonym, languageChangeOutcome } from './languageChange';
import { useLanguages } from './useLanguages';

/**
 * The header's language selector (spec section 4): a member's choice is saved on the server; the
 * selector is disabled during the request; success, "already selected" (code 4) and failure each
 * show their message; user info and active surveys are then refreshed. Visitors switch the UI only.
 * The update carries the member's contact agreement as it stands (the user details, or the login's
 * answer while they load): a language change must never record an agreement the member did not give.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const session = useSessionStore((state) => state.session);
  const details = useUserStore((state) => state.details);
  const refreshUser = useUserStore((state) => state.refresh);
  const refreshSurveys = useActiveSurveys((state) => state.refresh);
  const languages = useLanguages();
  const [busy, setBusy] = useState(false);
  const id = useId();

  if (!config.multiLanguage) return null;
  const current = i18n.resolvedLanguage ?? i18n.language;
  const known = languages.filter((language) => config.allowedLanguages.includes(language.uiName));
  const codes = known.length > 0 ? known.map((language) => language.uiName) : config.allowedLanguages;

  async function change(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value;
    const language = known.find((entry) => entry.uiName === code);
    if (!session || session.isGuest || !language) {
      await i18n.changeLanguage(code);
      return;
    }
    setBusy(true);
    let failure: unknown = null;
    try {
      await call('updateUser', {
        params: { id: String(session.user_id) },
        body: { user_id: session.user_id, user_language_id: language.languageId, user_agrees_contact: details?.user.user_agrees_contact ?? session.user_agrees_contact },
      });
    } catch (error) {
      failure = error;
    }
    const outcome = languageChangeOutcome(failure, config.languageAlreadySelectedCode);
    if (outcome !== 'failed') await i18n.changeLanguage(code);
    // i18n.t, not the render's t: the message is shown in the language now selected.
    if (outcome === 'changed') toast.success(i18n.t('layout.language.changed'));
    else if (outcome === 'already') toast(i18n.t('layout.language.already'), { icon: '⚠️' });
    else toast.error(i18n.t('layout.language.failed'));
    if (outcome === 'changed') await Promise.all([refreshUser(), refreshSurveys(session.user_id)]);
    setBusy(false);
  }

  return (
    <div className="language-selector">
      <label htmlFor={id} className="language-selector__label">{t('layout.language.label')}</label>
      <select id={id} value={current} disabled={busy} aria-busy={busy} onChange={(event) => void change(event)} data-testid="language-selector">
        {codes.map((code) => (
          <option key={code} value={code} lang={code}>{languageAutonym(code)}</option>
        ))}
      </select>
    </div>
  );
}
