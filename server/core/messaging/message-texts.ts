import i18next, { type TFunction } from 'i18next';
import { en, type MessageTexts } from './texts/en';
import { kk } from './texts/kk';
import { ru } from './texts/ru';

/** Every language the messages to members are written in (each has every key English has: their type says so). */
const MESSAGE_LANGUAGES: Record<string, MessageTexts> = { en, ru, kk };

const messages = i18next.createInstance();
void messages.init({
  resources: Object.fromEntries(Object.entries(MESSAGE_LANGUAGES).map(([language, texts]) => [language, { messages: texts }])),
  ns: ['messages'],
  defaultNS: 'messages',
  fallbackLng: 'en',
  // Plain text, never HTML: nothing to escape.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * The e-mails and text messages to a member, through i18next, in the member's language: else the
 * panel's default language, else English.
 */
export function messagesIn(language: string | null | undefined, panelDefault: string): TFunction {
  const known = (candidate: string | null | undefined): candidate is string => typeof candidate === 'string' && candidate in MESSAGE_LANGUAGES;
  return messages.getFixedT(known(language) ? language : known(panelDefault) ? panelDefault : 'en');
}

/** The messages to a member in their account's language (`languageById` finds its code). */
export async function messagesToMember(
  languageById: (id: number) => Promise<{ uiName: string } | undefined>, member: { languageId: number }, panelDefault: string,
): Promise<TFunction> {
  return messagesIn((await languageById(member.languageId))?.uiName, panelDefault);
}
