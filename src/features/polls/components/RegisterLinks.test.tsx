// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../../../i18n/englishForTests';
import { RegisterLinks } from './RegisterLinks';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

function renderLinks(props: { loginHref?: string; newTab?: boolean }) {
  const location = memoryLocation({ path: '/publicCardPage/7', record: true });
  render(<I18nextProvider i18n={i18n}><Router hook={location.hook}><RegisterLinks {...props} /></Router></I18nextProvider>);
  const register = screen.getByRole('link', { name: en.polls.public.register });
  const login = screen.getByRole('link', { name: en.polls.public.login });
  return { location, register, login };
}

describe('RegisterLinks', () => {
  it('inside the app: Register and Log in (to /login by default) navigate through the router, in this tab', () => {
    const { location, register, login } = renderLinks({});
    expect(register.getAttribute('href')).toBe('/register');
    expect(login.getAttribute('href')).toBe('/login');
    expect(register.className).toBe('poll-button poll-button--primary');
    expect(login.className).toBe('poll-button');
    for (const link of [register, login]) {
      expect(link.getAttribute('target')).toBeNull();
      expect(link.getAttribute('rel')).toBeNull();
    }
    fireEvent.click(register);
    expect(location.history?.at(-1)).toBe('/register');
  });

  it('with newTab: plain links to a tab of their own, with no handle on the opener, that the router leaves alone', () => {
    const { location, register, login } = renderLinks({ newTab: true, loginHref: '/login?redirectTo=%2Flive-survey-embed%2F1' });
    expect(register.getAttribute('href')).toBe('/register');
    expect(login.getAttribute('href')).toBe('/login?redirectTo=%2Flive-survey-embed%2F1');
    expect(register.className).toBe('poll-button poll-button--primary');
    expect(login.className).toBe('poll-button');
    for (const link of [register, login]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener');
    }
    fireEvent.click(login);
    expect(location.history).toEqual(['/publicCardPage/7']);
  });
});
