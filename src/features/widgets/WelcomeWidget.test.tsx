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
  it.each([
    ['the welcome widget', WelcomeWidget, en.widgets.welcome],
    ['the community widget', SocialWidget, en.widgets.social],
  ])('promise tickets and a raffle only where the site has them: %s', (_name, Widget, texts) => {
    withTickets(true);
    render(<I18nextProvider i18n={i18n}><Widget /></I18nextProvider>);
    expect(screen.getByText(texts.text)).toBeTruthy();
    withTickets(false);
    expect(screen.getByText(texts.text_noTickets)).toBeTruthy();
    expect(texts.text_noTickets).not.toMatch(/raffle|ticket/i);
  });

  it('name no raffle in the spend page\'s catalogue link where the site has none', () => {
    expect(en.rewards.spend.aboutPrizes_noTickets).not.toMatch(/raffle|ticket/i);
  });
});
