/** What other features may use of the profile: the language choice and the server's languages. */
export { LanguageSelector } from './LanguageSelector';
export { useLanguages } from './useLanguages';
