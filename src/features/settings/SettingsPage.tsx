import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { useSessionStore } from '../../stores/sessionStore';
import { LanguageSelector } from '../profile/public';
import { PushSettings } from './PushSettings';
import { AccountDeletion } from './AccountDeletion';
import { DataExport } from './DataExport';
import './settings.css';

/** /app/settings, "Account Settings": the language, notifications (with Firebase only), the member's data export and the request to delete the account. */
export function SettingsPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const userId = useSessionStore((state) => state.session?.user_id ?? null);

  return (
    <div className="settings-page" data-testid="settings-page">
      <h1>{t('settings.title')}</h1>
      {config.multiLanguage && (
        <section aria-labelledby="settings-language-title" className="settings-section">
          <h2 id="settings-language-title">{t('settings.language.title')}</h2>
          <p>{t('settings.language.text')}</p>
          <LanguageSelector />
        </section>
      )}
      <div className="settings-section">
        <PushSettings firebase={config.firebase} />
      </div>
      {userId !== null && <DataExport userId={userId} />}
      {userId !== null && <AccountDeletion userId={userId} />}
    </div>
  );
}
