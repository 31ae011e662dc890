// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import en from '../../../../public/specific/locales/en/panelist.json';
import ru from '../../../../public/specific/locales/ru/panelist.json';
import type { Stats } from '../api';
import siteDefaults from '../../../../server/config/site-config.json';
import { setSiteConfig, type SiteConfig } from '../../../config/siteConfig';
import { ResultsView } from './ResultsView';

afterEach(cleanup);

const stats: Stats = {
  questionId: 3,
  total: 4,
  choices: [{ value: 1, label: 'Yes', count: 3, percent: 75 }, { value: 2, label: 'No', count: 1, percent: 25 }],
  byAgeGroup: [{ group: '25-34', total: 4, counts: { '1': 3, '2': 1 } }],
  byGender: [{ group: 'M', total: 1, counts: { '2': 1 } }, { group: 'F', total: 3, counts: { '1': 3 } }],
};

describe('ResultsView', () => {
  it('lists the percentage of every choice as text, marking the member\'s answer', () => {
    render(<ResultsView stats={stats} selected={[2]} />);
    const perChoice = screen.getByRole('list', { name: 'polls.results.perChoice' });
    const rows = within(perChoice).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Yes'),
      expect.stringContaining('polls.results.yourAnswer'),
    ]);
    expect(rows[1]?.className).toContain('poll-bars__row--mine');
  });

  it('says why the groups leave answers out only when they do', async () => {
    setSiteConfig(siteDefaults as unknown as SiteConfig);
    const english = i18next.createInstance();
    await english.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
    const leftOut = { ...stats, total: 7, byGender: [{ group: 'F', total: 6, counts: { '1': 6 } }] };
    const { rerender } = render(<I18nextProvider i18n={english}><ResultsView stats={leftOut} /></I18nextProvider>);
    expect(screen.getByText('Groups of fewer than 5 answers are not shown, so that no one\'s answer can be read from them.')).toBeTruthy();
    rerender(<I18nextProvider i18n={english}><ResultsView stats={stats} /></I18nextProvider>);
    expect(screen.queryByText(/Groups of fewer than/)).toBeNull();
  });

  it('shows the breakdowns by age group and by gender, women first', () => {
    render(<ResultsView stats={stats} />);
    expect(screen.getByRole('heading', { name: 'polls.results.byAgeGroup' })).toBeTruthy();
    const gender = screen.getByTestId('by-gender');
    const lists = within(gender).getAllByRole('list');
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual(['polls.results.women', 'polls.results.men']);
  });

  it('leaves the breakdowns out when the stats have none', () => {
    render(<ResultsView stats={{ ...stats, byAgeGroup: undefined, byGender: [] }} />);
    expect(screen.queryByTestId('by-age-group')).toBeNull();
    expect(screen.queryByTestId('by-gender')).toBeNull();
  });

  it('is a landmark of its own on a page, and not inside a list of cards, where every one would be called "Results"', () => {
    render(<ResultsView stats={stats} />);
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') !== null)).toEqual([true, true, true]);
    cleanup();
    render(<><ResultsView stats={stats} headingLevel={3} /><ResultsView stats={stats} headingLevel={3} /></>);
    expect(screen.queryAllByRole('region')).toEqual([]);
    expect(screen.getAllByRole('heading', { name: 'polls.results.title' })).toHaveLength(2);
  });
});

describe('ResultsView numbers', () => {
  const big: Stats = {
    questionId: 4,
    total: 1221,
    choices: [{ value: 1, label: 'Yes', count: 226, percent: 18.5 }, { value: 2, label: 'No', count: 995, percent: 81.5 }],
  };

  async function renderIn(language: 'en' | 'ru') {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en }, ru: { panelist: ru } }, interpolation: { escapeValue: false } });
    render(<I18nextProvider i18n={i18n}><ResultsView stats={big} /></I18nextProvider>);
  }

  it('shows a count from a thousand up with K/M/B/T units, and percentages with the language\'s decimal separator', async () => {
    await renderIn('en');
    expect(screen.getByText('1.2K answers')).toBeTruthy();
    expect(screen.getAllByTestId('result-row')[0]?.textContent).toContain('18.5%');
    cleanup();
    await renderIn('ru');
    expect(screen.getByText('1,2K ответов')).toBeTruthy();
    const rows = screen.getAllByTestId('result-row');
    expect(rows[0]?.textContent).toContain('18,5%');
    expect(rows[0]?.textContent).toContain('(226 ответов)');
  });
});
