import { describe, expect, it } from 'vitest';
import { isPromoRunning, promoPhase } from './seasonal-promo';

const promo = { from: '2026-12-17', to: '2026-12-31' };

describe('isPromoRunning', () => {
  it('runs from the first to the last day inclusive, in UTC', () => {
    expect(isPromoRunning(promo, new Date('2026-12-17T00:00:00Z'))).toBe(true);
    expect(isPromoRunning(promo, new Date('2026-12-31T23:59:59Z'))).toBe(true);
  });

  it('does not run before it starts or once its dates are past', () => {
    expect(isPromoRunning(promo, new Date('2026-12-16T23:59:59Z'))).toBe(false);
    expect(isPromoRunning(promo, new Date('2027-01-01T00:00:00Z'))).toBe(false);
    expect(isPromoRunning({ from: '2020-12-17', to: '2020-12-31' }, new Date('2026-12-20T12:00:00Z'))).toBe(false);
  });
});

describe('promoPhase', () => {
  it('is upcoming before the first day, running through the last, ended after it', () => {
    expect(promoPhase(promo, new Date('2026-12-16T23:59:59Z'))).toBe('upcoming');
    expect(promoPhase(promo, new Date('2026-12-17T00:00:00Z'))).toBe('running');
    expect(promoPhase(promo, new Date('2026-12-31T23:59:59Z'))).toBe('running');
    expect(promoPhase(promo, new Date('2027-01-01T00:00:00Z'))).toBe('ended');
  });
});
