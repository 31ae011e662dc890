import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { languageAutonym } from './languageChange';
import { useLanguageChange } from './useLanguageChange';
import { useLanguages } from './useLanguages';

/**
 * A language selector (header, phone menu, settings). Every selector on screen is disabled while any
 * language change is in flight (spec section 4), so a second change cannot start from another one.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const languages = useLanguages();
  const { changing, change, selectorRef } = useLanguageChange();
  const id = useId();

  if (!config.multiLanguage) return null;
  const current = i18n.resolvedLanguage ?? i18n.language;
  const known = languages.filter((language) => config.allowedLanguages.includes(language.uiName));
  const codes = known.length > 0 ? known.map((language) => language.uiName) : config.allowedLanguages;

  return (
    <div className="language-selector">
      <label htmlFor={id} className="language-selector__label">{t('layout.language.label')}</label>
      <select
        ref={selectorRef}
        id={id}
        value={current}
        disabled={changing}
        aria-busy={changing}
        onChange={(event) => void change(event.target.value, known.find((entry) => entry.uiName === event.target.value))}
        data-testid="language-selector"
      >
        {codes.map((code) => (
          <option key={code} value={code} lang={code}>{languageAutonym(code)}</option>
        ))}
      </select>
    </div>
  );
}
