import { describe, expect, it } from 'vitest';
import { deviceRows, pushOnThisDevice, shouldOfferPush, type PushOfferFacts } from './pushRules';

describe('pushOnThisDevice', () => {
  it('needs a saved token and a granted permission', () => {
    expect(pushOnThisDevice('t', 'granted')).toBe(true);
    expect(pushOnThisDevice(null, 'granted')).toBe(false);
    expect(pushOnThisDevice('t', 'default')).toBe(false);
    expect(pushOnThisDevice('t', 'denied')).toBe(false);
    expect(pushOnThisDevice('t', undefined)).toBe(false);
  });
});

describe('shouldOfferPush', () => {
  const offer: PushOfferFacts = { answered: true, availability: 'available', onHere: false, offeredBefore: false };

  it('offers after an answered poll where push can be turned on', () => {
    expect(shouldOfferPush(offer)).toBe(true);
  });

  it('never before an answer (no prompt on load)', () => {
    expect(shouldOfferPush({ ...offer, answered: false })).toBe(false);
  });

  it.each(['unconfigured', 'unsupported', 'denied'] as const)('not when push is %s', (availability) => {
    expect(shouldOfferPush({ ...offer, availability })).toBe(false);
  });

  it('not when push is already on here, nor a second time on this device', () => {
    expect(shouldOfferPush({ ...offer, onHere: true })).toBe(false);
    expect(shouldOfferPush({ ...offer, offeredBefore: true })).toBe(false);
  });
});

describe('deviceRows', () => {
  it('marks this device and lists it first, then the others newest first', () => {
    const rows = deviceRows([
      { token: 'a', createdAt: '2024-01-01T00:00:00.000Z' },
      { token: 'b', createdAt: '2024-03-01T00:00:00.000Z' },
      { token: 'here', createdAt: '2023-01-01T00:00:00.000Z' },
    ], 'here');
    expect(rows.map((row) => [row.token, row.thisDevice])).toEqual([['here', true], ['b', false], ['a', false]]);
  });

  it('marks nothing without a token on this device', () => {
    expect(deviceRows([{ token: 'a', createdAt: '2024-01-01T00:00:00.000Z' }], null).some((row) => row.thisDevice)).toBe(false);
  });
});
