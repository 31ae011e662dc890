import i18next from 'i18next';
import type { UserDetails } from '@contract/schemas/entities';
import { useSessionStore } from '../stores/sessionStore';
import { useUserStore } from '../stores/userStore';

/**
 * The language the interface switches to for a member's details, or null to stay: a signed-in
 * member's interface follows their account's language (which the language selector updates), so the
 * screens the interface's language fills (feed, texts) and those the account's language fills
 * (surveys, answer formats) never mix. A language the site does not allow is not followed.
 */
export function accountLanguageToFollow(accountLanguage: string | undefined, current: string, allowed: readonly string[]): string | null {
  if (!accountLanguage || accountLanguage === current || !allowed.includes(accountLanguage)) return null;
  return accountLanguage;
}

function follow(details: UserDetails | null, allowed: readonly string[]): Promise<unknown> {
  const session = useSessionStore.getState().session;
  // A guest's interface is the visitor's choice (a guest account's language is only the default).
  if (!details || !session || session.isGuest || details.user_id !== session.user_id) return Promise.resolve();
  const target = accountLanguageToFollow(details.language.lang_panel_directory_name, i18next.resolvedLanguage ?? i18next.language, allowed);
  // i18next's languageChanged listener writes the language cookie.
  return target ? i18next.changeLanguage(target) : Promise.resolve();
}

/**
 * Makes the interface follow the signed-in member's account language: at start (before the first
 * render, for persisted details) and each time the member's details load (after sign-in, a refresh).
 */
export async function followAccountLanguage(allowed: readonly string[]): Promise<void> {
  useUserStore.subscribe((state, previous) => {
    if (state.details !== previous.details) void follow(state.details, allowed);
  });
  await follow(useUserStore.getState().details, allowed);
}
