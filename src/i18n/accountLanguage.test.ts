import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserDetails } from '@contract/schemas/entities';
import { useSessionStore } from '../stores/sessionStore';
import { useUserStore } from '../stores/userStore';
import { accountLanguageToFollow, followAccountLanguage } from './accountLanguage';

const ALLOWED = ['en', 'ru', 'kk'];

describe('accountLanguageToFollow', () => {
  it('is the account language when it differs from the interface and is allowed', () => {
    expect(accountLanguageToFollow('en', 'ru', ALLOWED)).toBe('en');
    expect(accountLanguageToFollow('kk', 'en', ALLOWED)).toBe('kk');
  });

  it('is null when they agree, when the account has none, or when the site does not allow it', () => {
    expect(accountLanguageToFollow('ru', 'ru', ALLOWED)).toBeNull();
    expect(accountLanguageToFollow(undefined, 'ru', ALLOWED)).toBeNull();
    expect(accountLanguageToFollow('de', 'ru', ALLOWED)).toBeNull();
  });
});

const detailsIn = (language: string, userId = 9) =>
  ({ user_id: userId, language: { lang_id: 1, lang_panel_directory_name: language, lang_moment_locale: language } }) as unknown as UserDetails;

describe('followAccountLanguage', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'ru', supportedLngs: ALLOWED, resources: { en: { t: {} }, ru: { t: {} }, kk: { t: {} } } });
    useSessionStore.setState({ session: { token: 't', user_id: 9, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
  });

  it('switches the interface to the account language at start and whenever the member\'s details load', async () => {
    useUserStore.setState({ details: detailsIn('en') });
    await followAccountLanguage(ALLOWED);
    expect(i18next.language).toBe('en');

    useUserStore.setState({ details: detailsIn('kk') });
    await expect.poll(() => i18next.language).toBe('kk');

    // Details of another member than the session's say nothing about this interface.
    useUserStore.setState({ details: detailsIn('ru', 10) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18next.language).toBe('kk');

    // A guest's interface stays the visitor's choice.
    useSessionStore.setState({ session: { token: 'g', user_id: 11, level: 0, forecast_segment: null, panel_segment: null, user_agrees_contact: false, isGuest: true } });
    useUserStore.setState({ details: detailsIn('en', 11) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18next.language).toBe('kk');
  });
});
