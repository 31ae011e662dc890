import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../config/siteConfig';
import { formatDate, type DateFormatOptions } from './formatting';

/** Formats dates in the current (member's) language with the configured Buddhist year offset. */
export function useFormatDate(): (value: Date | string | number, options?: Omit<DateFormatOptions, 'buddhistYearOffset'>) => string {
  const { i18n } = useTranslation();
  const { buddhistYearOffset } = useSiteConfig();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (value, options) => formatDate(value, language, { ...options, buddhistYearOffset });
}
