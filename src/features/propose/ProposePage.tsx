import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/LoadFailed';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { useSiteConfig } from '../../config/siteConfig';
import { useUserStore } from '../../stores/userStore';
import { useLanguages } from '../profile/public';
import { MyQuestions } from './MyQuestions';
import { ProposeForm } from './ProposeForm';
import { useMyQuestions, useScales } from './useProposeData';
import './propose.css';

/** /app/propose (the route shows it only while the propose switch is on): the form and My questions. */
export function ProposePage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const languages = useLanguages();
  const accountLangId = useUserStore((state) => state.details?.language.lang_id ?? null);
  // Answer formats are named in the interface's language (the account's one when the list is missing).
  const interfaceLanguage = useInterfaceLanguage();
  const langId = languages.find((language) => language.uiName === interfaceLanguage)?.languageId ?? accountLangId;
  const { scales, counts, failure } = useScales(langId);
  const [version, setVersion] = useState(0);
  const mine = useMyQuestions(version);

  return (
    <div className="propose-page" data-testid="propose-page">
      <h1 className="propose-page__title">{t('propose.title')}</h1>
      {failure && <LoadFailed className="propose-page__error" message={t(failure.offline ? 'propose.format.offline' : 'propose.format.failed')} onRetry={failure.retry} />}
      <ProposeForm scales={scales} counts={counts} limits={config} onProposed={() => setVersion((v) => v + 1)} />
      <MyQuestions rows={mine.rows} loading={mine.loading} pageSize={config.proposePageSize} maxPageNumbers={config.maxPageNumbers} />
    </div>
  );
}
