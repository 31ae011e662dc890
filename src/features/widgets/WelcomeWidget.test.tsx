// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { SocialWidget } from './SocialWidget';
import { WelcomeWidget } from './WelcomeWidget';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

const withTickets = (ticketsEnabled: boolean) => act(() => setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), ticketsEnabled }));

describe('texts that name raffle tickets', () => {
  it('promise tickets only where the site has them', () => {
    withTickets(true);
    render(<I18nextProvider i18n={i18n}><WelcomeWidget /></I18nextProvider>);
    expect(screen.getByText(en.widgets.welcome.text)).toBeTruthy();
    withTickets(false);
    expect(screen.getByText(en.widgets.welcome.text_noTickets)).toBeTruthy();
    expect(en.widgets.welcome.text_noTickets).not.toMatch(/ticket/i);
  });

  it('speak of no raffle in the community widget where the site has none', () => {
    withTickets(true);
    render(<I18nextProvider i18n={i18n}><SocialWidget /></I18nextProvider>);
    expect(screen.getByText(en.widgets.social.text)).toBeTruthy();
    withTickets(false);
    expect(screen.getByText(en.widgets.social.text_noTickets)).toBeTruthy();
    expect(en.widgets.social.text_noTickets).not.toMatch(/raffle|ticket/i);
    expect(en.rewards.spend.aboutPrizes_noTickets).not.toMatch(/raffle|ticket/i);
  });
});
