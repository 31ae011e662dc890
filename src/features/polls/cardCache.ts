import { get, set } from 'idb-keyval';
import type { QuestionCard, Stats } from './api';

/**
 * Cards and results already seen, kept in IndexedDB so a card opens again offline and a card
 * answered offline still shows its last known results. Keys: `card:{id}`, `stats:{id}`, and
 * `feedCards:{userId}` (the feed's upcoming card ids).
 */
const hasIndexedDb = typeof indexedDB !== 'undefined';

/** Runs an IndexedDB read or write; without IndexedDB, or when it fails, the fallback (the device cache is best effort). */
export async function safely<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  if (!hasIndexedDb) return fallback;
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export const rememberCard = (card: QuestionCard) => safely(() => set(`card:${card.id}`, card), undefined);
export const cachedCard = (id: number) => safely(() => get<QuestionCard>(`card:${id}`), undefined);
export const rememberStats = (stats: Stats) => safely(() => set(`stats:${stats.questionId}`, stats), undefined);
export const cachedStats = (id: number) => safely(() => get<Stats>(`stats:${id}`), undefined);

/** The feed's upcoming cards of a user, in order, kept so the feed goes on offline. */
export async function rememberFeedCards(userId: number, cards: QuestionCard[]): Promise<void> {
  await Promise.all(cards.map(rememberCard));
  await safely(() => set(`feedCards:${userId}`, cards.map((card) => card.id)), undefined);
}

export async function cachedFeedCards(userId: number): Promise<QuestionCard[]> {
  const ids = (await safely(() => get<number[]>(`feedCards:${userId}`), undefined)) ?? [];
  const cards = await Promise.all(ids.map((id) => cachedCard(id)));
  return cards.filter((card): card is QuestionCard => card !== undefined);
}

/** A card answered: no longer one the feed offers, online or offline. */
export async function forgetFeedCard(userId: number, cardId: number): Promise<void> {
  const ids = (await safely(() => get<number[]>(`feedCards:${userId}`), undefined)) ?? [];
  if (ids.includes(cardId)) await safely(() => set(`feedCards:${userId}`, ids.filter((id) => id !== cardId)), undefined);
}
