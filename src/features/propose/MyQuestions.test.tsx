// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
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
});
