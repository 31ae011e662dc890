// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/specific/locales/en/panelist.json';
import siteDefaults from '../../../../server/config/site-config.json';
import type { SiteConfig } from '@contract/schemas/site-config';
import { setSiteConfig } from '../../../config/siteConfig';
import { RaffleDraws } from './RaffleDraws';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', ns: ['panelist'], defaultNS: 'panelist', resources: { en: { panelist: en } }, interpolation: { escapeValue: false } });
  setSiteConfig(siteDefaults as unknown as SiteConfig);
});
afterEach(cleanup);

const seed = 'a1b2c3-revealed-seed';
const hash = createHash('sha256').update(seed).digest('hex');
const committed = { month: '2026-11', seedHash: 'f'.repeat(64), seed: null, winners: null, tickets: null, committedAt: '2026-11-02T09:00:00Z', drawnAt: null };
const drawn = { month: '2026-10', seedHash: hash, seed, winners: [{ ticket: 4, name: 'Dana A.' }], tickets: 9, committedAt: '2026-10-20T10:00:00Z', drawnAt: '2026-11-01T08:00:00Z' };
const show = (draws: Parameters<typeof RaffleDraws>[0]['draws']) => render(<I18nextProvider i18n={i18n}><RaffleDraws draws={draws} /></I18nextProvider>);

describe('RaffleDraws', () => {
  it('publishes a committed draw\'s hash and says the seed comes with the result', () => {
    show([committed]);
    expect(screen.getByRole('heading', { name: 'Draw of November 2026' })).toBeTruthy();
    expect(screen.getByText('f'.repeat(64))).toBeTruthy();
    expect(screen.getByText('The seed will be revealed with the winners after the month ends.')).toBeTruthy();
  });

  it('names the month with the year every other date shows: the Buddhist calendar\'s where configured', () => {
    setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), buddhistYearOffset: 543 });
    try {
      show([committed]);
      expect(screen.getByRole('heading', { name: 'Draw of November 2569' })).toBeTruthy();
      expect(screen.getByText(/Seed committed on 2 November 2569/)).toBeTruthy();
    } finally {
      setSiteConfig(siteDefaults as unknown as SiteConfig);
    }
  });

  it('reveals a drawn seed with the winners, and checks it against the published hash in the browser', async () => {
    show([drawn]);
    expect(screen.getByText(seed)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Winners' }).textContent).toBe('Ticket 4: Dana A.');
    expect(await screen.findByText('Checked in your browser: the seed matches the published hash.')).toBeTruthy();
  });

  it('says so where a winner gave no name', () => {
    show([{ ...drawn, winners: [{ ticket: 4, name: '' }, { ticket: 7, name: 'Dana A.' }] }]);
    expect([...screen.getByRole('list', { name: 'Winners' }).querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Ticket 4: Name not given', 'Ticket 7: Dana A.']);
  });

  it('shows the draw\'s ticket count with the K/M/B/T units, its plural form chosen by the count', () => {
    show([{ ...drawn, tickets: 12_400 }, { ...drawn, month: '2026-09', tickets: 1 }]);
    expect(screen.getByText(/from 12\.4K tickets\.$/)).toBeTruthy();
    expect(screen.getByText(/from 1 ticket\.$/)).toBeTruthy();
  });

  it('says a drawn month\'s winners cannot be shown when the server could not read its result, claiming no count', () => {
    show([{ ...drawn, winners: [], tickets: null }]);
    expect(screen.getByText(/^Drawn on .+\.$/).textContent).not.toContain('from');
    expect(screen.getByText('The winners of this draw cannot be shown.')).toBeTruthy();
    expect(screen.queryByText('No tickets took part in this draw.')).toBeNull();
    expect(screen.getByText(seed)).toBeTruthy();
  });

  it('warns when a revealed seed does not match its hash', async () => {
    show([{ ...drawn, seedHash: '0'.repeat(64) }]);
    expect(await screen.findByText('Warning: the revealed seed does not match the published hash.')).toBeTruthy();
  });

  it('says when no draw was announced', () => {
    show([]);
    expect(screen.getByText('No draw has been announced yet.')).toBeTruthy();
  });
});
