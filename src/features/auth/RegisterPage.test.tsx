// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@contract/rules/error-codes';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import { ApiError } from '../../api/client';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { RegisterPage } from './RegisterPage';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', async (original) => ({ ...(await original<typeof import('../../api/client')>()), call: calls.call }));
const toasts = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('../../components/toast', () => ({ toast: toasts }));

const TAKEN = { valid: true, exists: true, isGuest: false };
const FREE = { valid: true, exists: false, isGuest: false };
const offline = () => new ApiError(0, { error: 'Network Error', message: 'The server could not be reached' });

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
beforeEach(() => {
  vi.useFakeTimers();
  calls.call.mockReset();
  toasts.error.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Answers each call by its route's name; a function is called with the call's input. */
function answer(routes: Record<string, (input: unknown) => unknown>) {
  calls.call.mockImplementation(async (name: string, input: unknown) => {
    const route = routes[name];
    if (!route) throw new Error(`unexpected call ${name}`);
    return route(input);
  });
}

function renderRegister() {
  render(<I18nextProvider i18n={i18n}><RegisterPage /></I18nextProvider>);
  const email = screen.getByRole('textbox', { name: en.auth.fields.email });
  return {
    email,
    status: screen.getByTestId('email-check'),
    type: (value: string) => fireEvent.change(email, { target: { value } }),
    fillTheRest() {
      fireEvent.change(screen.getByRole('textbox', { name: en.auth.fields.firstName }), { target: { value: 'Ada' } });
      fireEvent.change(screen.getByRole('textbox', { name: en.auth.fields.lastName }), { target: { value: 'Lovelace' } });
      fireEvent.change(screen.getByLabelText(en.auth.fields.password, { exact: true }), { target: { value: 'secret-pass1' } });
      fireEvent.change(screen.getByLabelText(en.auth.fields.repeat, { exact: true }), { target: { value: 'secret-pass1' } });
      for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    },
    submit: () => fireEvent.click(screen.getByRole('button', { name: en.auth.register.submit })),
  };
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Fills the form with `address` (its check could not be made) and submits it; the server refuses the registration with `refusal`. */
async function submitRefused(address: string, refusal: ApiError) {
  answer({
    isEmailValid: () => { throw offline(); },
    register: () => { throw refusal; },
  });
  const form = renderRegister();
  form.fillTheRest();
  form.type(address);
  await elapse(400);
  form.submit();
  await elapse(0);
  expect(calls.call).toHaveBeenCalledWith('register', expect.anything());
  return form;
}

/** The e-mail field says `message` beside it, marked invalid, with the focus, and no toast. */
function expectEmailMarked(form: ReturnType<typeof renderRegister>, message: string) {
  expect(screen.getByText(message)).toBeTruthy();
  expect(form.email.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(form.email);
  expect(toasts.error).not.toHaveBeenCalled();
}

describe('RegisterPage: the fields', () => {
  it('says which fields must be filled in before the member submits', () => {
    renderRegister();
    for (const name of [en.auth.fields.firstName, en.auth.fields.lastName, en.auth.fields.email]) {
      expect(screen.getByRole('textbox', { name }).getAttribute('aria-required')).toBe('true');
    }
    for (const label of [en.auth.fields.password, en.auth.fields.repeat]) {
      expect(screen.getByLabelText(label, { exact: true }).getAttribute('aria-required')).toBe('true');
    }
  });
});

describe('RegisterPage: the e-mail check', () => {
  /** Types `address` into a form whose first check is dropped and the next ones answer `result`. */
  async function firstCheckDropped(address: string, result: typeof TAKEN) {
    const checks = { count: 0 };
    answer({ isEmailValid: () => { checks.count += 1; if (checks.count === 1) throw offline(); return result; } });
    const form = renderRegister();
    form.type(address);
    await elapse(400);
    expect(form.status.textContent).toBe(en.auth.emailCheck.failed);
    return { form, checks };
  }

  it('tries a check that could not be made again by itself, and then shows the answer', async () => {
    const { form, checks } = await firstCheckDropped('demo@example.com', TAKEN);
    // The retry 2 s later, then the usual pause before a check.
    await elapse(2_000);
    await elapse(400);
    expect(checks.count).toBe(2);
    expect(screen.getByText(en.auth.emailCheck.taken)).toBeTruthy();
    expect(form.email.getAttribute('aria-invalid')).toBe('true');
    // Answered: nothing more is asked.
    await elapse(60_000);
    expect(checks.count).toBe(2);
  });

  it('tries again at once when the browser is back online', async () => {
    const { form, checks } = await firstCheckDropped('new@example.com', FREE);
    act(() => { window.dispatchEvent(new Event('online')); });
    await elapse(400);
    expect(checks.count).toBe(2);
    expect(form.status.textContent).toBe(en.auth.emailCheck.free);
  });

  it('puts a refusal of the address at submit (one kept for guests or phone sign-in) beside the field, with the focus, not in a toast', async () => {
    const form = await submitRefused('someone@phone.panelist.local', new ApiError(400, { code: ErrorCode.invalidEmail, error: 'Bad Request', message: 'This e-mail address cannot be used.' }));
    expectEmailMarked(form, en.auth.validation.email);
  });

  it('marks the field when the server refuses the address as taken at submit, moves the focus there, and forgets it for another address', async () => {
    const form = await submitRefused('demo@example.com', new ApiError(409, { code: ErrorCode.emailTaken, error: 'Conflict', message: 'taken' }));
    expectEmailMarked(form, en.auth.emailCheck.taken);
    // Sent again unchanged, it is refused here: the server's answer would be the same.
    const registrations = calls.call.mock.calls.filter(([name]) => name === 'register').length;
    form.submit();
    await elapse(0);
    expect(calls.call.mock.calls.filter(([name]) => name === 'register')).toHaveLength(registrations);

    form.type('other@example.com');
    expect(screen.queryByText(en.auth.emailCheck.taken)).toBeNull();
    expect(form.email.getAttribute('aria-invalid')).toBeNull();
  });

  it('after a registration whose answer was lost, a refusal as taken is that registration made: on to /registerSuccess', async () => {
    window.history.replaceState(null, '', '/register');
    let registrations = 0;
    answer({
      isEmailValid: () => FREE,
      register: () => {
        registrations += 1;
        if (registrations === 1) throw offline();
        throw new ApiError(409, { code: ErrorCode.emailTaken, error: 'Conflict', message: 'taken' });
      },
    });
    const form = renderRegister();
    form.fillTheRest();
    form.type('new@example.com');
    await elapse(400);
    form.submit();
    await elapse(0);
    expect(toasts.error).toHaveBeenCalledTimes(1);
    form.submit();
    await elapse(0);
    expect(registrations).toBe(2);
    expect(window.location.pathname + window.location.search).toBe('/registerSuccess?email=new%40example.com');
  });

  it('once the server refused the address as taken, no longer says it is free', async () => {
    answer({ isEmailValid: () => FREE, register: () => { throw new ApiError(409, { code: ErrorCode.emailTaken, error: 'Conflict', message: 'taken' }); } });
    const form = renderRegister();
    form.fillTheRest();
    form.type('taken@example.com');
    await elapse(400);
    expect(form.status.textContent).toBe(en.auth.emailCheck.free);
    form.submit();
    await elapse(0);
    expect(screen.getByText(en.auth.emailCheck.taken)).toBeTruthy();
    expect(form.status.textContent).toBe('');
  });
});
