// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import type { UserDetails } from '@contract/schemas/entities';
import type { SiteConfig } from '@contract/schemas/site-config';
import { setSiteConfig } from '../../config/siteConfig';
import { ApiError } from '../../api/client';
import { ErrorCode } from '@contract/rules/error-codes';
import { useUserStore } from '../../stores/userStore';
import { ProfilePage } from './ProfilePage';

const calls = vi.hoisted(() => ({ updateUser: vi.fn() }));
vi.mock('../../api/client', async (original) => {
  const actual = await original<typeof import('../../api/client')>();
  const answers: Record<string, () => unknown> = {
    getCounties: () => Promise.resolve([{ id: 1, name: 'Astana' }]),
    getCities: () => Promise.resolve([{ id: 10, name: 'Astana', countyId: 1 }]),
  };
  return { ...actual, call: (name: string, input: unknown) => (name === 'updateUser' ? calls.updateUser(input) : answers[name]?.()) };
});
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), plain: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: Object.assign(toasts.plain, { success: toasts.success, error: toasts.error }) }));

const i18n = i18next.createInstance();
const details = {
  user_id: 9, user_surname: 'Dana', user_lastname: 'Polls', user_birthdate: '1990-05-17', user_sex: 'F', user_email: 'dana@example.com',
  user_points: 0, tickets: 0, city: [{ id: 10, name: 'Astana', countyId: 1 }], language: {},
  user: { user_phone: null, user_agrees_contact: true, user_photo_version: null },
} as unknown as UserDetails;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  vi.clearAllMocks();
  setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), buddhistYearOffset: 543 });
  useUserStore.setState({ details });
});
afterEach(cleanup);

describe('ProfilePage with a Buddhist year offset', () => {
  it('shows the birthdate with the offset, saves it Gregorian, and disables Save while saving', async () => {
    let answer: (value: UserDetails) => void = () => undefined;
    calls.updateUser.mockReturnValue(new Promise<UserDetails>((resolve) => { answer = resolve; }));
    render(<I18nextProvider i18n={i18n}><ProfilePage /></I18nextProvider>);

    const birthdate = screen.getByRole('textbox', { name: 'Birthdate' });
    expect(birthdate).toHaveProperty('value', '2533-05-17');
    expect(birthdate.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(birthdate.getAttribute('aria-describedby')!)?.textContent).toContain('+ 543');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', '10'));

    fireEvent.input(birthdate, { target: { value: '2535-02-29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.updateUser).toHaveBeenCalledTimes(1));
    expect(calls.updateUser.mock.calls[0]![0]).toMatchObject({ params: { id: '9' }, body: { user_id: 9, user_birthdate: '1992-02-29', city_id: 10, user_sex: 'F' } });
    expect(screen.getByRole('button', { name: 'Saving…' }).getAttribute('aria-disabled')).toBe('true');

    answer({ ...details, user_surname: 'Dana', user_birthdate: '1992-02-29' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBeNull());
    expect(useUserStore.getState().details?.user_birthdate).toBe('1992-02-29');
    expect(toasts.success).toHaveBeenCalledWith('Your profile has been saved.', expect.anything());
  });

  it('refuses a day the Gregorian calendar does not have once the offset is taken off', async () => {
    render(<I18nextProvider i18n={i18n}><ProfilePage /></I18nextProvider>);
    const birthdate = screen.getByRole('textbox', { name: 'Birthdate' });
    fireEvent.input(birthdate, { target: { value: '2534-02-29' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(birthdate.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a real date.')).toBeTruthy();
    expect(calls.updateUser).not.toHaveBeenCalled();
  });
});

describe('ProfilePage when the save is refused', () => {
  async function saveRefusedWith(error: ApiError) {
    calls.updateUser.mockRejectedValue(error);
    render(<I18nextProvider i18n={i18n}><ProfilePage /></I18nextProvider>);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', '10'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.updateUser).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-disabled')).toBeNull());
  }

  it('says why when the server refuses the form', async () => {
    await saveRefusedWith(new ApiError(400, { code: ErrorCode.unknownCity }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledTimes(1));
  });

  it('adds nothing to the sign-out\'s own message when the session had ended', async () => {
    await saveRefusedWith(new ApiError(401, { code: ErrorCode.unauthorized }));
    expect(toasts.error).not.toHaveBeenCalled();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
