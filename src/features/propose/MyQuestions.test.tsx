// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig, type SiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { MyQuestions } from './MyQuestions';
import type { ProposedQuestion } from './api';

beforeEach(() => setSiteConfig(siteDefaults as unknown as SiteConfig));
afterEach(cleanup);

const row: ProposedQuestion = { proposalId: 1, questionId: 7, questionText: 'Tea or coffee?', questionDatetime: '2026-11-30T10:00:00.000Z', answersCount: 0, questionIsAccepted: 0 };

describe('MyQuestions', () => {
  it('names one region "My questions": the table\'s, not also the section around it (landmarks must be unique)', async () => {
    render(<I18nextProvider i18n={await englishForTests()}><MyQuestions rows={[row]} loading={false} pageSize={5} maxPageNumbers={5} /></I18nextProvider>);
    expect(screen.getByRole('heading', { level: 2, name: 'My questions' })).toBeTruthy();
    expect(screen.getAllByRole('region', { name: 'My questions' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Tea or coffee?' }).getAttribute('href')).toBe('/app/cardPage/7');
  });

  it('writes a large answer count with K/M/B/T units, as every count of the site', async () => {
    render(<I18nextProvider i18n={await englishForTests()}><MyQuestions rows={[{ ...row, answersCount: 15_000 }]} loading={false} pageSize={5} maxPageNumbers={5} /></I18nextProvider>);
    expect(screen.getByRole('cell', { name: '15K' })).toBeTruthy();
  });

  it('says aloud how many questions a filter leaves, none included', async () => {
    const rows = [row, { ...row, proposalId: 2, questionId: 8, questionText: 'Rain or sun?' }];
    render(<I18nextProvider i18n={await englishForTests()}><MyQuestions rows={rows} loading={false} pageSize={5} maxPageNumbers={5} /></I18nextProvider>);
    const status = screen.getByTestId('propose-filter-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    const filter = screen.getByRole('searchbox', { name: 'Filter my questions' });
    fireEvent.change(filter, { target: { value: 'rain' } });
    expect(status.textContent).toBe('1 question matches the filter.');
    fireEvent.change(filter, { target: { value: 'snow' } });
    expect(status.textContent).toBe('0 questions match the filter.');
    expect(screen.getByTestId('propose-empty').textContent).toBe('No question submitted');
  });
});
