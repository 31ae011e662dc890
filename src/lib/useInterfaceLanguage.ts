import { useTranslation } from 'react-i18next';

/** The language the interface shows now (the member's choice), e.g. "ru"; re-renders when it changes. */
export function useInterfaceLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}
