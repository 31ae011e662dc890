import { useInterfaceLanguage } from './useInterfaceLanguage';
import { useSiteConfig } from '../config/siteConfig';
import { formatDate, formatMonth, type DateFormatOptions } from './formatting';

/** Formats dates in the current (member's) language with the configured Buddhist year offset. */
export function useFormatDate(): (value: Date | string | number, options?: Omit<DateFormatOptions, 'buddhistYearOffset'>) => string {
  const { buddhistYearOffset } = useSiteConfig();
  const language = useInterfaceLanguage();
  return (value, options) => formatDate(value, language, { ...options, buddhistYearOffset });
}

/** Formats a 'YYYY-MM' month ("December 2026") in the current language with the configured Buddhist year offset. */
export function useFormatMonth(): (month: string) => string {
  const { buddhistYearOffset } = useSiteConfig();
  const language = useInterfaceLanguage();
  return (month) => formatMonth(month, language, { buddhistYearOffset });
}
