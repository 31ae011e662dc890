import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { useSiteConfig } from '../../config/siteConfig';
import { languageAutonym, stepsThroughClosedSelect } from './languageChange';
import { useLanguageChange } from './useLanguageChange';
import { useLanguages } from './useLanguages';

/**
 * A language selector (header, phone menu, settings). Every selector on screen is disabled while any
 * language change is in flight, so a second change cannot start from another one.
 * A choice made with a pointer, by touch or in the browser's open list applies at once; a key that
 * moves through the closed select (arrows, Home, End, type-ahead) only stages its value, applied on
 * Enter or when the select loses the focus, and dropped on Escape: browsing the languages with the
 * keyboard must not switch the interface at every step.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const current = useInterfaceLanguage();
  const config = useSiteConfig();
  const languages = useLanguages();
  const { changing, change, selectorRef } = useLanguageChange();
  const id = useId();
  const [staged, setStaged] = useState<string | null>(null);
  // Set by a key that steps through the closed select: the change event it causes is staged, not applied.
  const keyHeld = useRef(false);

  if (!config.multiLanguage) return null;
  const known = languages.filter((language) => config.allowedLanguages.includes(language.uiName));
  const codes = known.length > 0 ? known.map((language) => language.uiName) : config.allowedLanguages;

  /**
   * `chosen`: the member picked this language (a pointer, or Enter): the current one is sent too, and
   * the server's "already the selected one" says so. A value staged by the keys and left by moving
   * the focus away is applied only when it differs.
   */
  function apply(code: string, chosen: boolean) {
    setStaged(null);
    if (chosen || code !== current) void change(code, known.find((entry) => entry.uiName === code));
  }

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const fromKey = keyHeld.current;
    keyHeld.current = false;
    if (fromKey) setStaged(event.target.value);
    else apply(event.target.value, true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key === 'Enter' && staged !== null) {
      event.preventDefault();
      apply(staged, true);
    } else if (event.key === 'Escape' && staged !== null) {
      setStaged(null);
    } else {
      keyHeld.current = stepsThroughClosedSelect(event);
    }
  }

  return (
    <div className="language-selector">
      <label htmlFor={id} className="language-selector__label">{t('layout.language.label')}</label>
      <select
        ref={selectorRef}
        id={id}
        value={staged ?? current}
        disabled={changing}
        aria-busy={changing}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onKeyUp={() => { keyHeld.current = false; }}
        onBlur={() => { keyHeld.current = false; if (staged !== null) apply(staged, false); }}
        data-testid="language-selector"
      >
        {codes.map((code) => (
          <option key={code} value={code} lang={code}>{languageAutonym(code)}</option>
        ))}
      </select>
    </div>
  );
}
