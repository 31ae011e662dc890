// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@contract/schemas/site-config';
import siteDefaults from '../../../server/config/site-config.json';
import { setSiteConfig } from '../../config/siteConfig';
import { englishForTests } from '../../i18n/englishForTests';
import { PromoWidget } from './PromoWidget';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
  act(() => setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), seasonalPromo: { from: '2026-12-17', to: '2026-12-31', tiers: [{ tickets: 5, points: 200 }, { tickets: 10, points: 300 }] } }));
});
afterEach(cleanup);

const renderAt = (now: string) => render(<I18nextProvider i18n={i18n}><Router><PromoWidget now={new Date(now)} /></Router></I18nextProvider>);

describe('the seasonal promo widget', () => {
  it('offers the sale while the promo runs', () => {
    renderAt('2026-12-20T12:00:00Z');
    expect(screen.getByText('5 tickets worth 200 points')).toBeTruthy();
    expect(screen.getByText('10 tickets worth 300 points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get the offer' }).getAttribute('href')).toBe('/app/spendpoints');
    expect(screen.queryByTestId('promo-phase')).toBeNull();
  });

  it('says the offer has ended once its dates are past, without the link to the sale', () => {
    renderAt('2027-01-01T00:00:00Z');
    expect(screen.getByText('5 tickets worth 200 points')).toBeTruthy();
    expect(screen.getByTestId('promo-phase').textContent).toBe('This offer has ended.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the offer starts before its first day', () => {
    renderAt('2026-12-16T23:59:00Z');
    expect(screen.getByTestId('promo-phase').textContent).toMatch(/^This offer starts on .*17.*2026\.$/);
  });

  it('follows the panel\'s calendar: in Almaty the offer is on from 19:00 UTC the day before', () => {
    act(() => setSiteConfig({ ...(siteDefaults as unknown as SiteConfig), panelTimeZone: 'Asia/Almaty', seasonalPromo: { from: '2026-12-17', to: '2026-12-31', tiers: [{ tickets: 5, points: 200 }] } }));
    renderAt('2026-12-16T19:00:00Z');
    expect(screen.getByRole('link', { name: 'Get the offer' })).toBeTruthy();
    expect(screen.queryByTestId('promo-phase')).toBeNull();
  });
});
