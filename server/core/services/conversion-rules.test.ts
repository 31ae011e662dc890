import { describe, expect, it } from 'vitest';
import { checkConversion, prizeImageUrl, prizeInLanguage, repeatsConversion, ticketTiers, translatedNames } from './conversion-rules';

const promo = { from: '2026-12-17', to: '2026-12-31', tiers: [{ tickets: 5, points: 200 }, { tickets: 10, points: 300 }] };
const regular = [{ tickets: 1, points: 50 }, { tickets: 3, points: 140 }];

describe('ticketTiers', () => {
  it('lists the regular tiers only outside the promo', () => {
    expect(ticketTiers(regular, promo, new Date('2026-12-16T23:59:59Z'), 'UTC')).toEqual([
      { index: 0, tickets: 1, points: 50, promo: false },
      { index: 1, tickets: 3, points: 140, promo: false },
    ]);
    expect(ticketTiers(regular, promo, new Date('2027-01-01T00:00:00Z'), 'UTC')).toHaveLength(2);
  });

  it('sells the promo tiers on the panel\'s calendar days: in Almaty (UTC+5) from 19:00 UTC the day before', () => {
    expect(ticketTiers(regular, promo, new Date('2026-12-16T19:00:00Z'), 'Asia/Almaty')).toHaveLength(4);
    expect(ticketTiers(regular, promo, new Date('2026-12-31T19:00:00Z'), 'Asia/Almaty')).toHaveLength(2);
  });

  it('adds the promo tiers on its first and last day, after the regular ones', () => {
    for (const day of ['2026-12-17T00:00:00Z', '2026-12-31T23:59:00Z']) {
      const tiers = ticketTiers(regular, promo, new Date(day), 'UTC');
      expect(tiers.slice(2)).toEqual([
        { index: 2, tickets: 5, points: 200, promo: true },
        { index: 3, tickets: 10, points: 300, promo: true },
      ]);
    }
  });
});

describe('checkConversion', () => {
  const tiers = ticketTiers(regular, promo, new Date('2026-06-01'), 'UTC');
  const prize = { id: 7, pointsCost: 300, stock: 2, active: true };

  it('accepts a tier at its current price, with or without the matching ticket count', () => {
    expect(checkConversion({ option: 'tickets', index: 1, points: 140 }, tiers, undefined)).toEqual({ kind: 'tickets', tier: tiers[1] });
    expect(checkConversion({ option: 'tickets', index: 1, points: 140, ticketsToExchange: 3 }, tiers, undefined)).toMatchObject({ kind: 'tickets' });
  });

  it('refuses an unknown tier, a stale price and a wrong ticket count', () => {
    expect(checkConversion({ option: 'tickets', index: 9, points: 50 }, tiers, undefined)).toMatchObject({ status: 404 });
    expect(checkConversion({ option: 'tickets', index: 0, points: 1 }, tiers, undefined)).toMatchObject({ status: 409 });
    expect(checkConversion({ option: 'tickets', index: 0, points: 50, ticketsToExchange: 2 }, tiers, undefined)).toMatchObject({ status: 409 });
  });

  it('accepts a prize in stock at its cost and refuses the rest', () => {
    expect(checkConversion({ option: 'prize', index: 7, points: 300 }, tiers, prize)).toEqual({ kind: 'prize', prizeId: 7, points: 300 });
    expect(checkConversion({ option: 'prize', index: 7, points: 300 }, tiers, undefined)).toMatchObject({ status: 404 });
    expect(checkConversion({ option: 'prize', index: 7, points: 300 }, tiers, { ...prize, active: false })).toMatchObject({ status: 404 });
    expect(checkConversion({ option: 'prize', index: 7, points: 300 }, tiers, { ...prize, stock: 0 })).toMatchObject({ status: 409 });
    expect(checkConversion({ option: 'prize', index: 7, points: 299 }, tiers, prize)).toMatchObject({ status: 409 });
    expect(checkConversion({ option: 'prize', index: 7, points: 300, ticketsToExchange: 1 }, tiers, prize)).toMatchObject({ status: 400 });
  });

  it('refuses any other option', () => {
    expect(checkConversion({ option: 'cash', index: 0, points: 50 }, tiers, prize)).toMatchObject({ status: 400 });
  });
});

describe('repeatsConversion', () => {
  const ticketsBought = { kind: 'tickets' as const, pointsSpent: 140, tickets: 3, prizeId: null };
  const prizeBought = { kind: 'prize' as const, pointsSpent: 300, tickets: 0, prizeId: 7 };

  it('takes the same purchase again as a repeat, with or without the tickets named', () => {
    expect(repeatsConversion({ option: 'tickets', index: 1, points: 140 }, ticketsBought)).toBe(true);
    expect(repeatsConversion({ option: 'tickets', index: 1, points: 140, ticketsToExchange: 3 }, ticketsBought)).toBe(true);
    expect(repeatsConversion({ option: 'prize', index: 7, points: 300 }, prizeBought)).toBe(true);
  });

  it('refuses another kind, price, tickets count or prize', () => {
    expect(repeatsConversion({ option: 'prize', index: 1, points: 140 }, ticketsBought)).toBe(false);
    expect(repeatsConversion({ option: 'tickets', index: 0, points: 50 }, ticketsBought)).toBe(false);
    expect(repeatsConversion({ option: 'tickets', index: 1, points: 140, ticketsToExchange: 1 }, ticketsBought)).toBe(false);
    expect(repeatsConversion({ option: 'prize', index: 8, points: 300 }, prizeBought)).toBe(false);
    expect(repeatsConversion({ option: 'tickets', index: 7, points: 300 }, prizeBought)).toBe(false);
  });
});

describe('prizeImageUrl', () => {
  it('points at the prize\'s own picture when one was imported with it, else at the site\'s file it names, else nowhere', () => {
    expect(prizeImageUrl({ id: 7, imageType: 'image/svg+xml', imageUrl: null, imageVersion: '0a1b2c3d4e5f' })).toBe('/rest/prizes/7/picture?v=0a1b2c3d4e5f');
    expect(prizeImageUrl({ id: 7, imageType: 'image/png', imageUrl: '/prizes/mug.svg', imageVersion: 'ffffffffffff' })).toBe('/rest/prizes/7/picture?v=ffffffffffff');
    expect(prizeImageUrl({ id: 7, imageType: 'image/png', imageUrl: null, imageVersion: null })).toBe('/rest/prizes/7/picture');
    expect(prizeImageUrl({ id: 7, imageType: null, imageUrl: '/prizes/mug.svg', imageVersion: null })).toBe('/prizes/mug.svg');
    expect(prizeImageUrl({ id: 7, imageType: null, imageUrl: null, imageVersion: null })).toBeNull();
  });
});

describe('prizeInLanguage', () => {
  const mug = { name: 'Mug', description: 'A mug', translations: { ru: { name: 'Кружка', description: 'Кружка с логотипом' }, kk: { name: ' ', description: '' } } };
  it('takes the translation of the language asked for', () => {
    expect(prizeInLanguage(mug, 'ru')).toEqual({ name: 'Кружка', description: 'Кружка с логотипом' });
  });
  it('keeps the default name without a language, without its translation, or with an empty translated name', () => {
    expect(prizeInLanguage(mug, undefined)).toEqual({ name: 'Mug', description: 'A mug' });
    expect(prizeInLanguage(mug, 'en')).toEqual({ name: 'Mug', description: 'A mug' });
    expect(prizeInLanguage(mug, 'kk')).toEqual({ name: 'Mug', description: 'A mug' });
  });
});

describe('translatedNames', () => {
  it('keeps each language\'s name, leaving blank ones out', () => {
    expect(translatedNames({ ru: { name: 'Кружка' }, kk: { name: ' ' } })).toEqual({ ru: 'Кружка' });
    expect(translatedNames({})).toEqual({});
  });
});
