import { initReactI18next } from 'react-i18next';
import type { SiteConfig } from '@contract/schemas/site-config';
import { setSiteConfig } from '../../config/siteConfig';
import type { i18n as I18n } from 'i18next';
import type { Mock } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import ru from '../../../public/specific/locales/ru/panelist.json';

/** What the language selector's tests share: the server's calls, the toasts, the languages and the member. */
export interface SelectorCalls {
  updateUser: Mock;
  getLanguages: Mock;
  /** The member's details as the server holds them (read for the contact agreement the update keeps). */
  getUser: Mock;
}

/** The api client with `call` answered by the test: the language update, the member's details, or the language list. */
export const apiClientAnswering = <T extends object>(actual: T, calls: SelectorCalls) => ({
  ...actual,
  call: (name: string, input: unknown) => {
    if (name === 'updateUser') return calls.updateUser(input);
    return name === 'getUser' ? calls.getUser(input) : calls.getLanguages();
  },
});

/** The details GET user/{id} answers for `signedInMember`, with the contact agreement the server holds. */
export const memberDetailsAgreeing = (agreesContact: boolean) => ({
  user_id: 9, user_surname: 'Ann', user_lastname: 'Lee', user_email: 'ann@example.com', user_points: 0, tickets: 0,
  city: [], language: { languageId: 1, uiName: 'en', panelDirectoryName: 'en' },
  user: { user_id: 9, user_language_id: 1, user_agrees_contact: agreesContact },
});

export const toastModule = (toasts: { plain: Mock; success: Mock; error: Mock }) => ({
  default: Object.assign(toasts.plain, { success: toasts.success, error: toasts.error }),
});

export const panelLanguages = [
  { languageId: 1, uiName: 'en', panelDirectoryName: 'en' },
  { languageId: 2, uiName: 'ru', panelDirectoryName: 'ru' },
  { languageId: 3, uiName: 'kk', panelDirectoryName: 'kk' },
];

export const signedInMember = { token: 't', user_id: 9, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false };

/** English and Russian texts, and the site's configuration (the tests pass the repository's defaults). */
export async function initSelectorTexts(i18n: I18n, siteConfig: SiteConfig): Promise<void> {
  setSiteConfig(siteConfig);
  await i18n.use(initReactI18next).init({
    lng: 'en', ns: ['panelist'], defaultNS: 'panelist',
    resources: { en: { panelist: en }, ru: { panelist: ru } },
    interpolation: { escapeValue: false },
  });
}
