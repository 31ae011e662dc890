import { describe, expect, it } from 'vitest';
import { isPromoRunning, promoPhase } from './seasonal-promo';

const promo = { from: '2026-12-17', to: '2026-12-31' };

describe('isPromoRunning', () => {
  it('runs from the first to the last day inclusive, on the panel\'s calendar', () => {
    expect(isPromoRunning(promo, new Date('2026-12-17T00:00:00Z'), 'UTC')).toBe(true);
    expect(isPromoRunning(promo, new Date('2026-12-31T23:59:59Z'), 'UTC')).toBe(true);
  });

  it('does not run before it starts or once its dates are past', () => {
    expect(isPromoRunning(promo, new Date('2026-12-16T23:59:59Z'), 'UTC')).toBe(false);
    expect(isPromoRunning(promo, new Date('2027-01-01T00:00:00Z'), 'UTC')).toBe(false);
    expect(isPromoRunning({ from: '2020-12-17', to: '2020-12-31' }, new Date('2026-12-20T12:00:00Z'), 'UTC')).toBe(false);
  });
});

describe('promoPhase', () => {
  it('is upcoming before the first day, running through the last, ended after it', () => {
    expect(promoPhase(promo, new Date('2026-12-16T23:59:59Z'), 'UTC')).toBe('upcoming');
    expect(promoPhase(promo, new Date('2026-12-17T00:00:00Z'), 'UTC')).toBe('running');
    expect(promoPhase(promo, new Date('2026-12-31T23:59:59Z'), 'UTC')).toBe('running');
    expect(promoPhase(promo, new Date('2027-01-01T00:00:00Z'), 'UTC')).toBe('ended');
  });
});

describe('on a panel east or west of UTC', () => {
  it('starts and ends at midnight on the panel\'s own clock (Almaty, UTC+5), as its ticket months do', () => {
    expect(promoPhase(promo, new Date('2026-12-16T18:59:59Z'), 'Asia/Almaty')).toBe('upcoming');
    expect(promoPhase(promo, new Date('2026-12-16T19:00:00Z'), 'Asia/Almaty')).toBe('running');
    expect(promoPhase(promo, new Date('2026-12-31T18:59:59Z'), 'Asia/Almaty')).toBe('running');
    expect(promoPhase(promo, new Date('2026-12-31T19:00:00Z'), 'Asia/Almaty')).toBe('ended');
  });

  it('follows a zone behind UTC too (Pago Pago, UTC-11)', () => {
    expect(promoPhase(promo, new Date('2026-12-17T10:59:59Z'), 'Pacific/Pago_Pago')).toBe('upcoming');
    expect(promoPhase(promo, new Date('2027-01-01T10:59:59Z'), 'Pacific/Pago_Pago')).toBe('running');
    expect(promoPhase(promo, new Date('2027-01-01T11:00:00Z'), 'Pacific/Pago_Pago')).toBe('ended');
  });
});
