// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig } from '../../config/siteConfig';
import en from '../../../public/specific/locales/en/panelist.json';
import ru from '../../../public/specific/locales/ru/panelist.json';
import { AboutUsPage } from './AboutUsPage';
import { ContactPage } from './ContactPage';
import { DisclaimerPage } from './DisclaimerPage';
import { FaqPage } from './FaqPage';
import { HowPage } from './HowPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['panelist'],
    defaultNS: 'panelist',
    resources: { en: { panelist: en }, ru: { panelist: ru } },
    interpolation: { escapeValue: false },
  });
});

const withTickets = (ticketsEnabled: boolean) => setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), ticketsEnabled });

beforeEach(() => withTickets(true));

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const pages = [
  ['faq', FaqPage, 'Frequently asked questions', 7],
  ['terms', TermsPage, 'General Terms and Conditions', 6],
  ['how', HowPage, 'How it works', 4],
  ['privacy', PrivacyPage, 'Privacy policy', 5],
  ['aboutUs', AboutUsPage, 'About us', 0],
  ['disclaimer', DisclaimerPage, 'Disclaimer', 0],
  ['contact', ContactPage, 'Contact', 0],
] as const;

describe('static pages', () => {
  it.each(pages)('%s has one h1 and its content', (name, Page, title, headings) => {
    const { container } = render(<I18nextProvider i18n={i18n}><Page /></I18nextProvider>);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(container.textContent?.length ?? 0).toBeGreaterThan(200);
    if (headings > 0) {
      const sub = name === 'faq' ? container.querySelectorAll('summary') : screen.getAllByRole('heading', { level: 2 });
      expect(sub).toHaveLength(headings);
    }
  });

  it('shows the page in Russian after a language change', async () => {
    await i18n.changeLanguage('ru');
    render(<I18nextProvider i18n={i18n}><TermsPage /></I18nextProvider>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Общие условия');
  });

  it('with tickets switched off, names no tickets: the FAQ leaves their question out, the others say it without them', () => {
    withTickets(false);
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <FaqPage /><TermsPage /><HowPage /><AboutUsPage />
      </I18nextProvider>,
    );
    expect(container.textContent).not.toMatch(/ticket/i);
    expect(container.querySelectorAll('summary')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: en.pages.terms.sections.points_noTickets.heading })).toBeTruthy();
    expect(screen.getByText(en.pages.how.steps.convert_noTickets.body)).toBeTruthy();
  });

  it('with one language, the FAQ does not tell how to change it (there is no selector)', () => {
    setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), multiLanguage: false });
    const { container } = render(<I18nextProvider i18n={i18n}><FaqPage /></I18nextProvider>);
    expect([...container.querySelectorAll('summary')].map((summary) => summary.textContent)).not.toContain(en.pages.faq.items.language.q);
    expect(container.querySelectorAll('summary')).toHaveLength(6);
    cleanup();
    withTickets(true);
    const { container: multilingual } = render(<I18nextProvider i18n={i18n}><FaqPage /></I18nextProvider>);
    expect([...multilingual.querySelectorAll('summary')].map((summary) => summary.textContent)).toContain(en.pages.faq.items.language.q);
  });
});
