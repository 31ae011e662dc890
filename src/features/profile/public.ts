/** What other features may use of the profile: the language choice. */
export { LanguageSelector } from './LanguageSelector';
