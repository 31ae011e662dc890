// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import { LandingPage } from './LandingPage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  useSessionStore.setState({ session: { token: 't', user_id: 9, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: true, isGuest: false } });
});
afterEach(() => {
  cleanup();
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});

async function openLanding(tickets: number, ticketsEnabled = true) {
  setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), ticketsEnabled });
  useUserStore.setState({ details: { user_id: 9, user_surname: 'Ann', user_lastname: 'Lee', user_points: 50, tickets, city: [] } as never });
  const { hook } = memoryLocation({ path: '/' });
  await act(async () => {
    render(<I18nextProvider i18n={i18n}><Router hook={hook}><LandingPage /></Router></I18nextProvider>);
  });
}

describe('LandingPage', () => {
  it.each([
    [1, 'You have 50 points and 1 ticket this month.'],
    [2, 'You have 50 points and 2 tickets this month.'],
    [0, 'You have 50 points and 0 tickets this month.'],
    [2_500, 'You have 50 points and 2.5K tickets this month.'],
  ])('writes the member\'s %i tickets in the right number', async (tickets, text) => {
    await openLanding(tickets);
    expect(screen.getByText(/^You have 50 points/).textContent).toBe(text);
  });

  it('names no tickets where the site has none', async () => {
    await openLanding(1, false);
    expect(screen.getByText(/^You have 50 points/).textContent).toBe('You have 50 points.');
  });
});
