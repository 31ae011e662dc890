// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../../i18n/englishForTests';
import { RegisterSuccessPage } from './RegisterSuccessPage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

function openWith(search: string) {
  window.history.replaceState(null, '', `/registerSuccess${search}`);
  render(<I18nextProvider i18n={i18n}><RegisterSuccessPage /></I18nextProvider>);
  return screen.getByRole('status');
}

describe('RegisterSuccessPage', () => {
  it('names the address the activation e-mail went to', () => {
    expect(openWith('?email=anna%40example.com').textContent).toBe(en.auth.registerSuccess.textTo.replace('{{email}}', 'anna@example.com'));
  });

  it('shows the generic confirmation when the link carries text that is not an e-mail address', () => {
    const status = openWith(`?email=${encodeURIComponent('x. Your account is blocked, call +1 555 0100')}`);
    expect(status.textContent).toBe(en.auth.registerSuccess.text);
  });
});
