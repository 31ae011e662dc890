// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import siteDefaults from '../../../../server/config/site-config.json';
import type { SiteConfig } from '@contract/schemas/site-config';
import { setSiteConfig } from '../../../config/siteConfig';
import { englishForTests } from '../../../i18n/englishForTests';
import type { Invitation } from '../api';
import { InvitationList } from './InvitationList';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
afterEach(cleanup);

const invitation = (name: string): Invitation => ({ name, registeredAt: '2026-11-20T10:00:00Z', state: 'registered', answers: 0, answersRequired: 3, bonus: 50 });

describe('InvitationList', () => {
  it('names each invited member, and says so where one gave no name', () => {
    render(<I18nextProvider i18n={i18n}><InvitationList invitations={[invitation('Dana S.'), invitation('')]} /></I18nextProvider>);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['Dana S.', 'Name not given']);
  });
});
