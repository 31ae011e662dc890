// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { PassChangePage } from './PassChangePage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
afterEach(cleanup);

function openWith(search: string) {
  window.history.replaceState(null, '', `/passChange${search}`);
  render(<I18nextProvider i18n={i18n}><PassChangePage /></I18nextProvider>);
}

describe('PassChangePage', () => {
  it('offers the new password form for a link with an id the server takes', () => {
    openWith('?id=2147483647&hash=abc123');
    expect(screen.getByRole('button', { name: en.auth.change.submit })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(['2147483648', '9999999999', '0', 'x'])('says at once that a link with the id %s is invalid, with no form to fill in', (id) => {
    openWith(`?id=${id}&hash=abc123`);
    expect(screen.getByRole('alert').textContent).toBe(en.auth.errors.resetInvalid);
    expect(screen.queryByRole('button', { name: en.auth.change.submit })).toBeNull();
  });
});
