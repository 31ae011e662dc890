import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../public/specific/locales/en/panelist.json';

/** For component tests: an i18next instance with the shipped English translations, ready to use. */
export async function englishForTests(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: 'en', ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en } }, interpolation: { escapeValue: false } });
  return instance;
}
