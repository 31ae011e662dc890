// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import siteDefaults from '../../../server/config/site-config.json';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../public/specific/locales/en/panelist.json';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { LanguageSelector } from './LanguageSelector';
import { useLanguageChangeStore } from './useLanguageChange';
import { initSelectorTexts, memberDetailsAgreeing, panelLanguages, signedInMember } from './languageSelectorFixture';

/**
 * The language list failed to load (GET getLanguages/). Its own file: the list, once loaded, is kept
 * for the page's life, so the one test that lets it load comes last.
 */

const calls = vi.hoisted(() => ({ updateUser: vi.fn(), getLanguages: vi.fn(), getUser: vi.fn() }));
vi.mock('../../api/client', async (original) => (await import('./languageSelectorFixture')).apiClientAnswering(await original<object>(), calls));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), plain: vi.fn() }));
vi.mock('react-hot-toast', async () => (await import('./languageSelectorFixture')).toastModule(toasts));

const i18n = i18next.createInstance();
const member = signedInMember;
const languages = panelLanguages;

beforeAll(() => initSelectorTexts(i18n, siteDefaults as unknown as SiteConfig));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  calls.getLanguages.mockRejectedValue(new ApiError(503, {}));
  calls.getUser.mockResolvedValue(memberDetailsAgreeing(true));
  calls.updateUser.mockResolvedValue({});
  useSessionStore.setState({ session: member });
  useUserStore.setState({ details: null, refresh: vi.fn(async () => {}) });
  useActiveSurveys.setState({ refresh: vi.fn(async () => true) });
  useLanguageChangeStore.setState({ changing: false });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The selector, once its failed load of the list has ended (it then offers the configured languages). */
async function renderSelector() {
  render(<I18nextProvider i18n={i18n}><LanguageSelector /></I18nextProvider>);
  await waitFor(() => expect(calls.getLanguages).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
}

describe('LanguageSelector without the language list', () => {
  it.each([
    ['a visitor', null],
    ['a guest', { ...member, isGuest: true }],
  ])('switches the interface of %s, with nothing to save', async (_, session) => {
    useSessionStore.setState({ session });
    const select = await renderSelector();
    fireEvent.change(select, { target: { value: 'ru' } });
    await waitFor(() => expect(i18n.language).toBe('ru'));
    expect(calls.updateUser).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it("asks for the list again for a member; still failing, says the change failed and keeps the member's language", async () => {
    const select = await renderSelector();
    fireEvent.change(select, { target: { value: 'ru' } });
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(en.layout.language.failed, expect.anything()));
    expect(calls.getLanguages).toHaveBeenCalledTimes(2);
    expect(calls.updateUser).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
    expect(select.value).toBe('en');
    await waitFor(() => expect(select.disabled).toBe(false));
  });

  // Last: the list, once loaded, stays loaded.
  it('saves a member\'s choice when the list loads on the second try', async () => {
    const select = await renderSelector();
    calls.getLanguages.mockResolvedValue(languages);
    fireEvent.change(select, { target: { value: 'ru' } });
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    await waitFor(() => expect(calls.updateUser).toHaveBeenCalledWith(expect.objectContaining({ body: { user_id: 9, user_language_id: 2, user_agrees_contact: true } })));
    expect(i18n.language).toBe('ru');
  });
});
