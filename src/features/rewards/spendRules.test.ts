import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import type { UserDetails } from '@contract/schemas/entities';
import { balanceAfter, conversionProblem, conversionQuery, offerCost, sameOffer, shortfall, unavailableReason, withBalance, type Offer } from './spendRules';

const tier: Offer = { kind: 'tickets', tier: { index: 1, tickets: 3, points: 140, promo: false } };
const mug: Offer = { kind: 'prize', prize: { id: 7, name: 'Mug', description: 'A mug', pointsCost: 300, stock: 2, imageUrl: null } };
const apiError = (status: number, code?: number) => new ApiError(status, code === undefined ? {} : { code, error: 'E', message: 'm' });

describe('conversionQuery', () => {
  it('names a ticket tier by its index and ticket count, with the price seen and the key', () => {
    expect(conversionQuery(tier, 'key-12345678')).toEqual({ points: '140', index: '1', option: 'tickets', ticketsToExchange: '3', idempotencyKey: 'key-12345678' });
  });

  it('names a prize by its id and cost', () => {
    expect(conversionQuery(mug, 'key-12345678')).toEqual({ points: '300', index: '7', option: 'prize', idempotencyKey: 'key-12345678' });
  });
});

describe('sameOffer', () => {
  it('is the same purchase at the same price, whatever the object', () => {
    const tier = { index: 0, tickets: 5, points: 200, promo: false };
    expect(sameOffer({ kind: 'tickets', tier }, { kind: 'tickets', tier: { ...tier } })).toBe(true);
    expect(sameOffer({ kind: 'tickets', tier }, { kind: 'tickets', tier: { ...tier, points: 220 } })).toBe(false);
    expect(sameOffer({ kind: 'tickets', tier }, { kind: 'tickets', tier: { ...tier, index: 1 } })).toBe(false);
  });
});

describe('affordability', () => {
  it('tells the points still missing', () => {
    expect(offerCost(tier)).toBe(140);
    expect(shortfall(100, 140)).toBe(40);
    expect(shortfall(140, 140)).toBe(0);
  });

  it('refuses an offer out of stock or beyond the balance', () => {
    expect(unavailableReason(mug, 1000)).toBeNull();
    expect(unavailableReason(mug, 299)).toBe('tooExpensive');
    expect(unavailableReason({ kind: 'prize', prize: { ...mug.prize, stock: 0 } }, 1000)).toBe('outOfStock');
    expect(unavailableReason(tier, 140)).toBeNull();
  });
});

describe('withBalance', () => {
  it('puts the new balance and tickets into the member\'s details', () => {
    const details = { user_id: 1, user_points: 500, tickets: 0, user_surname: 'A' } as unknown as UserDetails;
    expect(withBalance(details, { pointsSpent: 140, points: 360, tickets: 3, duplicate: false })).toMatchObject({ user_id: 1, user_points: 360, tickets: 3, user_surname: 'A' });
  });
});

describe('conversionProblem', () => {
  it('names each refusal of the server, reloading the offers where they changed', () => {
    expect(conversionProblem(apiError(409, 140))).toEqual({ key: 'rewards.spend.errors.insufficientPoints', retry: false, reload: true });
    expect(conversionProblem(apiError(409, 141))).toEqual({ key: 'rewards.spend.errors.outOfStock', retry: false, reload: true });
    expect(conversionProblem(apiError(409, 104))).toEqual({ key: 'rewards.spend.errors.priceChanged', retry: false, reload: true });
    expect(conversionProblem(apiError(404, 103))).toEqual({ key: 'rewards.spend.errors.offerGone', retry: false, reload: true });
    expect(conversionProblem(apiError(403, 102)).key).toBe('rewards.spend.errors.notAllowed');
    expect(conversionProblem(apiError(403, 108)).key).toBe('rewards.spend.errors.notAllowed');
    expect(conversionProblem(apiError(401, 101)).key).toBe('rewards.spend.errors.signedOut');
    expect(conversionProblem(apiError(400, 100))).toEqual({ key: 'rewards.spend.errors.rejected', retry: false, reload: false });
  });

  it('offers a retry with the same key when the call may not have arrived', () => {
    expect(conversionProblem(apiError(0))).toEqual({ key: 'rewards.spend.errors.offline', retry: true, reload: false });
    expect(conversionProblem(apiError(503))).toMatchObject({ key: 'rewards.spend.errors.failed', retry: true });
    expect(conversionProblem(apiError(429, 105))).toMatchObject({ key: 'rewards.spend.errors.throttled', retry: true });
    expect(conversionProblem(new Error('boom'))).toMatchObject({ retry: true });
  });
});

describe('balanceAfter', () => {
  it('is what the conversion leaves of the balance', () => {
    expect(balanceAfter(320, 220)).toBe(100);
    expect(balanceAfter(220, 220)).toBe(0);
  });
  it('is none when the balance does not cover the cost (nothing would be spent)', () => {
    expect(balanceAfter(180, 220)).toBeNull();
  });
});
