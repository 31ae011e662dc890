// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import siteDefaults from '../../../server/config/site-config.json';
import type { SiteConfig } from '@contract/schemas/site-config';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { LanguageSelector } from './LanguageSelector';
import { useLanguageChangeStore } from './useLanguageChange';
import { initSelectorTexts, memberDetailsAgreeing, panelLanguages, signedInMember } from './languageSelectorFixture';

const calls = vi.hoisted(() => ({ updateUser: vi.fn(), getLanguages: vi.fn(), getUser: vi.fn() }));
vi.mock('../../api/client', async (original) => (await import('./languageSelectorFixture')).apiClientAnswering(await original<object>(), calls));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), plain: vi.fn() }));
vi.mock('react-hot-toast', async () => (await import('./languageSelectorFixture')).toastModule(toasts));

const i18n = i18next.createInstance();
const refreshUser = vi.fn(async () => {});
const refreshSurveys = vi.fn(async () => true);

beforeAll(() => initSelectorTexts(i18n, siteDefaults as unknown as SiteConfig));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.clearAllMocks();
  calls.getLanguages.mockResolvedValue(panelLanguages);
  calls.getUser.mockResolvedValue(memberDetailsAgreeing(true));
  useSessionStore.setState({ session: signedInMember });
  useUserStore.setState({ details: null, refresh: refreshUser });
  useActiveSurveys.setState({ refresh: refreshSurveys });
  useLanguageChangeStore.setState({ changing: false });
});

afterEach(cleanup);

/** What a browser does when the focused control becomes disabled (jsdom keeps the focus on it): the focus falls to the body. */
function dropFocusToBody() {
  const stand = document.body.appendChild(document.createElement('button'));
  stand.focus();
  stand.blur();
  stand.remove();
}

function renderSelector() {
  render(<I18nextProvider i18n={i18n}><LanguageSelector /></I18nextProvider>);
  return screen.getByRole('combobox', { name: 'Language' });
}

/** Renders the selector and, once the server's list has loaded, picks the language named `option` (`code`). */
async function pickOnceLoaded(option: string, code: string) {
  const select = renderSelector();
  await screen.findByRole('option', { name: option });
  await new Promise((resolve) => setTimeout(resolve, 0));
  fireEvent.change(select, { target: { value: code } });
  return select;
}

describe('LanguageSelector', () => {
  it('is disabled during the request, then shows the success message and refreshes user and surveys', async () => {
    let answer: (value: unknown) => void = () => {};
    calls.updateUser.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    const select = renderSelector();
    await waitFor(() => expect(calls.getLanguages).toHaveBeenCalled());
    await screen.findByRole('option', { name: 'Русский' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    fireEvent.change(select, { target: { value: 'ru' } });
    await waitFor(() => expect(select).toHaveProperty('disabled', true));
    await waitFor(() => expect(calls.updateUser).toHaveBeenCalledWith(expect.objectContaining({
      params: { id: '9' }, body: { user_id: 9, user_language_id: 2, user_agrees_contact: true },
    })));

    answer({});
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    // Said in the language the member asked in, then in the one they chose, each line marked with its language.
    const { container } = render(toasts.success.mock.calls[0]![0] as ReactElement);
    expect([...container.querySelectorAll('[lang]')].map((line) => [line.getAttribute('lang'), line.textContent])).toEqual([
      ['en', 'User language successfully changed!'],
      ['ru', 'Язык пользователя успешно изменён!'],
    ]);
    await waitFor(() => expect(select).toHaveProperty('disabled', false));
    expect(refreshUser).toHaveBeenCalled();
    expect(refreshSurveys).toHaveBeenCalledWith(9);
    expect(i18n.language).toBe('ru');
  });

  it('disables every selector on screen (header and settings) while a change from either is in flight', async () => {
    let answer: (value: unknown) => void = () => {};
    calls.updateUser.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    render(<I18nextProvider i18n={i18n}><LanguageSelector /><LanguageSelector /></I18nextProvider>);
    const [header, settings] = screen.getAllByRole('combobox', { name: 'Language' }) as [HTMLElement, HTMLElement];
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Русский' })).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));

    fireEvent.change(settings, { target: { value: 'ru' } });
    await waitFor(() => expect(settings).toHaveProperty('disabled', true));
    expect(header).toHaveProperty('disabled', true);
    expect(header.getAttribute('aria-busy')).toBe('true');

    answer({});
    await waitFor(() => expect(header).toHaveProperty('disabled', false));
    expect(settings).toHaveProperty('disabled', false);
    expect(calls.updateUser).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the selector the member used when the request ends, if it fell to the page meanwhile', async () => {
    let answer: (value: unknown) => void = () => {};
    calls.updateUser.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    render(<I18nextProvider i18n={i18n}><LanguageSelector /><LanguageSelector /></I18nextProvider>);
    const [header, settings] = screen.getAllByRole('combobox', { name: 'Language' }) as [HTMLSelectElement, HTMLSelectElement];
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Русский' })).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));

    settings.focus();
    fireEvent.change(settings, { target: { value: 'ru' } });
    await waitFor(() => expect(settings.disabled).toBe(true));
    dropFocusToBody();
    expect(document.activeElement).toBe(document.body);

    answer({});
    await waitFor(() => expect(settings.disabled).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(settings));
    expect(header).not.toBe(document.activeElement);
  });

  it('leaves the focus where the member put it during the request', async () => {
    let answer: (value: unknown) => void = () => {};
    calls.updateUser.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    render(<I18nextProvider i18n={i18n}><LanguageSelector /><button type="button">Elsewhere</button></I18nextProvider>);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Русский' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    select.focus();
    fireEvent.change(select, { target: { value: 'ru' } });
    await waitFor(() => expect(select.disabled).toBe(true));
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();

    answer({});
    await waitFor(() => expect(select.disabled).toBe(false));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(document.activeElement).toBe(elsewhere);
  });

  it('sends the contact agreement the server holds, not a copy this tab kept from before a withdrawal', async () => {
    calls.updateUser.mockResolvedValue({});
    calls.getUser.mockResolvedValue(memberDetailsAgreeing(false));
    useUserStore.setState({ details: memberDetailsAgreeing(true) as never });
    await pickOnceLoaded('Русский', 'ru');
    await waitFor(() => expect(calls.updateUser).toHaveBeenCalledWith(expect.objectContaining({
      body: { user_id: 9, user_language_id: 2, user_agrees_contact: false },
    })));
    expect(calls.getUser).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '9' } }));
  });

  it('changes nothing when the details to keep the agreement of cannot be read', async () => {
    calls.getUser.mockRejectedValue(new ApiError(503, {}));
    await pickOnceLoaded('Русский', 'ru');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error updating user panel language!', expect.anything()));
    expect(calls.updateUser).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
  });

  it('warns when the language is already the selected one (code 4)', async () => {
    calls.updateUser.mockRejectedValue(new ApiError(409, { code: 4, message: 'User panel language is already the selected one!' }));
    await pickOnceLoaded('Қазақша', 'kk');
    await waitFor(() => expect(toasts.plain).toHaveBeenCalled());
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('asks the server when the member picks the language already shown, and gives its warning (code 4)', async () => {
    calls.updateUser.mockRejectedValue(new ApiError(409, { code: 4, message: 'User panel language is already the selected one!' }));
    await pickOnceLoaded('English', 'en');
    await waitFor(() => expect(toasts.plain).toHaveBeenCalled());
    expect(calls.updateUser).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ user_language_id: 1 }) }));
    expect(i18n.language).toBe('en');
  });

  it('shows no failure message when the session had ended (401): the sign-out says it', async () => {
    calls.updateUser.mockRejectedValue(new ApiError(401, { code: 102 }));
    await pickOnceLoaded('Русский', 'ru');
    await waitFor(() => expect(calls.updateUser).toHaveBeenCalled());
    await waitFor(() => expect(useLanguageChangeStore.getState().changing).toBe(false));
    expect(toasts.error).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
  });

  it('shows the error message on any other failure and keeps the language', async () => {
    calls.updateUser.mockRejectedValue(new ApiError(500, { code: 500 }));
    const select = await pickOnceLoaded('Русский', 'ru');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Error updating user panel language!', expect.anything()));
    expect(i18n.language).toBe('en');
    await waitFor(() => expect(select).toHaveProperty('disabled', false));
  });

  /** What a browser does on an arrow key in a closed select: keydown, the value moves (change), keyup. */
  function stepWithKey(select: HTMLElement, value: string) {
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value } });
    fireEvent.keyUp(select, { key: 'ArrowDown' });
  }

  it('stages the values arrow keys step through, and applies the last one on Enter only', async () => {
    calls.updateUser.mockResolvedValue({});
    const select = renderSelector() as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Қазақша' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    stepWithKey(select, 'ru');
    stepWithKey(select, 'kk');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(select.value).toBe('kk');
    expect(calls.updateUser).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');

    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(calls.updateUser).toHaveBeenCalledTimes(1);
    expect(calls.updateUser).toHaveBeenCalledWith(expect.objectContaining({ body: expect.objectContaining({ user_language_id: 3 }) }));
    expect(i18n.language).toBe('kk');
  });

  it('applies a staged value when the select loses the focus, and drops it on Escape', async () => {
    calls.updateUser.mockResolvedValue({});
    const select = renderSelector() as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Русский' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    stepWithKey(select, 'ru');
    fireEvent.keyDown(select, { key: 'Escape' });
    await waitFor(() => expect(select.value).toBe('en'));
    fireEvent.blur(select);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.updateUser).not.toHaveBeenCalled();

    stepWithKey(select, 'ru');
    fireEvent.blur(select);
    await waitFor(() => expect(i18n.language).toBe('ru'));
    expect(calls.updateUser).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the keys stepped back to the language shown and the focus moved on', async () => {
    const select = renderSelector() as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Русский' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stepWithKey(select, 'ru');
    stepWithKey(select, 'en');
    fireEvent.blur(select);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.updateUser).not.toHaveBeenCalled();
    expect(toasts.plain).not.toHaveBeenCalled();
  });

  it('switches a visitor only once, after the arrow keys, on Enter', async () => {
    useSessionStore.setState({ session: null });
    const select = renderSelector() as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Қазақша' });
    stepWithKey(select, 'ru');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.language).toBe('en');
    fireEvent.keyDown(select, { key: 'Enter' });
    await waitFor(() => expect(i18n.language).toBe('ru'));
    expect(calls.updateUser).not.toHaveBeenCalled();
  });
});
