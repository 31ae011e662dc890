import { useTranslation } from 'react-i18next';
import { formatCompactNumber } from './formatting';

/** Compact numbers ("1.2K", "1,2 тыс.") in the current (member's) language. */
export function useCompactNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (value) => formatCompactNumber(value, language);
}
