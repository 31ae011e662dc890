import { beforeEach, describe, expect, it, vi } from 'vitest';
import { teaOrCoffee, teaOrCoffeeStats } from '../testing/cardFixtures';
import { signedIn } from '../testing/signedIn';
import { useSessionStore } from '../stores/sessionStore';
import { cachedCard, cachedStats, rememberCard, rememberStats } from './cardCache';

// The device's IndexedDB as a map (cardCache reads nothing without an IndexedDB).
const records = vi.hoisted(() => {
  vi.stubGlobal('indexedDB', {});
  return new Map<string, unknown>();
});
vi.mock('idb-keyval', async () => (await import('./memoryIdbKeyval')).memoryIdbKeyval(records));

const card = teaOrCoffee;
const stats = teaOrCoffeeStats;

beforeEach(() => {
  records.clear();
  signedIn(9);
});

describe('the card cache', () => {
  it('gives back what it kept', async () => {
    await rememberCard(card);
    await rememberStats(stats);
    expect(await cachedCard(42)).toEqual(card);
    expect(await cachedStats(42)).toEqual(stats);
    expect(await cachedCard(7)).toBeUndefined();
  });

  it("keeps each member's records apart: another member of the device, or a visitor, finds none of them", async () => {
    await rememberCard(card);
    await rememberStats(stats);
    signedIn(8);
    expect(await cachedCard(42)).toBeUndefined();
    expect(await cachedStats(42)).toBeUndefined();
    useSessionStore.setState({ session: null });
    expect(await cachedStats(42)).toBeUndefined();
    signedIn(9);
    expect(await cachedStats(42)).toEqual(stats);
  });

  it('keeps what a visitor saw for the guest they become: both are shown public cards only', async () => {
    useSessionStore.setState({ session: null });
    await rememberCard(card);
    signedIn(31, true);
    expect(await cachedCard(42)).toEqual(card);
    signedIn(31);
    expect(await cachedCard(42)).toBeUndefined();
  });

  it.each([
    ['card:9:42', { id: 42, text: { en: 'Tea or coffee?' } }, () => cachedCard(42)],
    ['card:9:42', { ...card, id: 7 }, () => cachedCard(42)],
    ['stats:9:42', { questionId: 42, total: 3, choices: null }, () => cachedStats(42)],
    ['stats:9:42', { ...stats, questionId: 7 }, () => cachedStats(42)],
  ])('reads a record it cannot show (%s: %j) as a miss, and deletes it', async (key, stored, read) => {
    records.set(key, stored);
    records.set('card:9:1', { ...card, id: 1 });
    expect(await read()).toBeUndefined();
    expect(records.has(key)).toBe(false);
    expect(records.has('card:9:1')).toBe(true);
  });
});
