// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../../server/config/site-config.json';
import { setSiteConfig } from '../../../config/siteConfig';
import { englishForTests } from '../../../i18n/englishForTests';
import { useSessionStore } from '../../../stores/sessionStore';
import { useUserStore } from '../../../stores/userStore';
import { SpendPointsPage } from './SpendPointsPage';

// The server has no prize and no ticket tier.
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: () => Promise.resolve([]),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  useSessionStore.setState({ session: { token: 't', user_id: 9, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
  // The details the page would load again: kept as they are.
  useUserStore.setState({ details: { user_points: 1_500, tickets: 2_500 } as never, load: () => Promise.resolve() });
});
afterEach(() => {
  cleanup();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});

function openSpendPage(ticketsEnabled: boolean) {
  act(() => setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), ticketsEnabled }));
  const { hook } = memoryLocation({ path: '/app/spendpoints' });
  render(<I18nextProvider i18n={i18n}><Router hook={hook}><SpendPointsPage /></Router></I18nextProvider>);
}

describe('SpendPointsPage', () => {
  it('with tickets, writes the balance and the month\'s tickets with K/M/B/T units, and links the catalogue and the raffle', () => {
    openSpendPage(true);
    expect(screen.getByTestId('spend-balance').textContent).toBe('Your balance: 1.5K points and 2.5K tickets this month');
    expect(screen.getByRole('link', { name: en.rewards.spend.aboutPrizes }).getAttribute('href')).toBe('/app/prizes');
  });

  it('without tickets, names no raffle in the catalogue link', () => {
    openSpendPage(false);
    expect(screen.getByTestId('spend-balance').textContent).toBe('Your balance: 1.5K points');
    expect(screen.getByRole('link', { name: en.rewards.spend.aboutPrizes_noTickets }).getAttribute('href')).toBe('/app/prizes');
  });
});
