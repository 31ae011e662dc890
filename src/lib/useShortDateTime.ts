import { useInterfaceLanguage } from './useInterfaceLanguage';
import { useSiteConfig } from '../config/siteConfig';
import { formatShortDate, localeTag } from './formatting';

/** "23.11.2026" and "16:00" in the member's language (Buddhist year offset applied): compact enough for a table column on a phone. */
export function useShortDateTime(): (value: string) => { date: string; time: string } {
  const { buddhistYearOffset } = useSiteConfig();
  const language = useInterfaceLanguage();
  const time = new Intl.DateTimeFormat(localeTag(language), { hour: '2-digit', minute: '2-digit' });
  return (value) => {
    const at = new Date(value);
    // A text that names no time shows as nothing (as formatShortDate does), never as a thrown error.
    return { date: formatShortDate(value, language, { buddhistYearOffset }), time: Number.isNaN(at.getTime()) ? '' : time.format(at) };
  };
}
