import type { i18n as I18n } from 'i18next';
import { createElement } from 'react';
import type { Language } from '@contract/schemas/entities';
import { call } from '../../api/client';
import { toast } from '../../components/toast';
import { parseUserDetails } from '../../stores/userStore';
import { LanguageChangedMessage } from './LanguageChangedMessage';
import { languageChangeOutcome } from './languageChange';
import { loadLanguages } from './useLanguages';

export interface MemberLanguageChange {
  i18n: I18n;
  code: string;
  known: Language | undefined;
  userId: number;
  alreadySelectedCode: number;
  /** Reloads what the account's language fills (user details, active surveys) after a change. */
  refresh(): Promise<unknown>;
}

/**
 * A member's language change, loaded with the first one (the selector is on every screen, the
 * change is rare): saves it on the server, switches the interface, and says how it ended. The
 * success is said in the language the member asked in and, below it, in the one they chose: both
 * the text they were reading and the text of the screen they now see.
 *
 * The update must carry the contact agreement, so it is read from the server just before: a copy
 * kept by this tab may predate a withdrawal made elsewhere, and sending it would give consent back.
 */
export async function changeMemberLanguage({ i18n, code, known, userId, alreadySelectedCode, refresh }: MemberLanguageChange): Promise<void> {
  const language = known ?? (await loadLanguages()).find((entry) => entry.uiName === code);
  let failure: unknown = null;
  try {
    if (!language) throw new Error(`The language ${code} is not in the server's list (not loaded)`);
    const agreesContact = parseUserDetails(await call('getUser', { params: { id: String(userId) } }))?.user.user_agrees_contact;
    if (typeof agreesContact !== 'boolean') throw new Error('The user details to keep the contact agreement of are malformed');
    await call('updateUser', { params: { id: String(userId) }, body: { user_id: userId, user_language_id: language.languageId, user_agrees_contact: agreesContact } });
  } catch (error) {
    failure = error;
  }
  const outcome = languageChangeOutcome(failure, alreadySelectedCode);
  if (outcome === 'signedOut') return;
  const key = `layout.language.${outcome}`;
  const askedIn = i18n.resolvedLanguage ?? i18n.language;
  const asked = i18n.t(key);
  if (outcome === 'failed') return void toast.error(asked);
  await i18n.changeLanguage(code);
  if (outcome === 'already') return void toast(asked, { icon: '⚠️' });
  const chosen = i18n.t(key);
  toast.success(chosen === asked ? asked : createElement(LanguageChangedMessage, { lines: [{ lang: askedIn, text: asked }, { lang: code, text: chosen }] }), { id: 'language-changed' });
  await refresh();
}
