// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import en from '../../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../../server/config/site-config.json';
import { setSiteConfig } from '../../../config/siteConfig';
import { englishForTests } from '../../../i18n/englishForTests';
import { PrizesPage } from './PrizesPage';

const server = vi.hoisted(() => ({ answer: vi.fn<(name: string) => Promise<unknown>>(), queries: [] as { name: string; querystring: unknown }[] }));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: (name: string, input?: { querystring?: unknown }) => {
    server.queries.push({ name, querystring: input?.querystring });
    return server.answer(name);
  },
}));

const draw = { month: '2026-11', seedHash: 'ab'.repeat(32), seed: null, winners: null, tickets: null, committedAt: '2026-11-01T00:00:00.000Z', drawnAt: null };

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

function openPrizes(ticketsEnabled: boolean) {
  setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), ticketsEnabled });
  server.answer.mockReset();
  server.answer.mockImplementation((name) => Promise.resolve(name === 'getRaffleDraws' ? [draw] : []));
  const { hook } = memoryLocation({ path: '/prizes' });
  render(<I18nextProvider i18n={i18n}><Router hook={hook}><PrizesPage /></Router></I18nextProvider>);
}

describe('the prizes page', () => {
  it('shows the monthly raffle where tickets are on', async () => {
    openPrizes(true);
    expect(await screen.findByRole('heading', { level: 2, name: en.rewards.raffle.title })).toBeTruthy();
    expect(server.answer).toHaveBeenCalledWith('getRaffleDraws');
  });

  it('asks for the catalogue in the interface\'s language, and again in the new one when it changes', async () => {
    server.queries.length = 0;
    openPrizes(false);
    await screen.findByRole('heading', { level: 2, name: en.pages.prizes.catalogue });
    await waitFor(() => expect(server.queries).toContainEqual({ name: 'getPrizes', querystring: { langUiName: 'en' } }));
    i18n.addResourceBundle('ru', 'panelist', {}, true, true);
    await act(() => i18n.changeLanguage('ru'));
    await waitFor(() => expect(server.queries).toContainEqual({ name: 'getPrizes', querystring: { langUiName: 'ru' } }));
    await act(() => i18n.changeLanguage('en'));
  });

  it('leaves the raffle out, and does not ask for its draws, where tickets are switched off', async () => {
    openPrizes(false);
    expect(await screen.findByRole('heading', { level: 2, name: en.pages.prizes.catalogue })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: en.rewards.raffle.title })).toBeNull();
    expect(server.answer).not.toHaveBeenCalledWith('getRaffleDraws');
  });
});
