import { del, get, set } from 'idb-keyval';
import { safely } from './idbStorage';
import type { QuestionCard } from '@contract/schemas/entities';
import type { CallOutput } from '../api/client';
import { isQuestionCard, isStats, isTop10 } from './cardShapes';

type Stats = CallOutput<'getStats'>;
type Top10 = CallOutput<'getTop10'>;

/**
 * Cards and results already seen, kept in IndexedDB so a card opens again offline and a card
 * answered offline still shows its last known results, and the last top 10. Keys: `card:{id}`,
 * `stats:{id}` and `top10:{language}` (the feed's look-ahead is its own persisted store: features/polls/feedBuffer.ts).
 * Every record is schema-checked on read: one this version cannot show (damaged, or an older
 * version's shape) is a miss, so the caller asks the network, and is deleted.
 */

async function checkedRecord<T>(key: string, isValid: (value: unknown) => value is T): Promise<T | undefined> {
  const value = await get<unknown>(key);
  if (value === undefined) return undefined;
  if (isValid(value)) return value;
  await del(key);
  return undefined;
}

const isCardOf = (id: number) => (value: unknown): value is QuestionCard => isQuestionCard(value) && value.id === id;
const isStatsOf = (id: number) => (value: unknown): value is Stats => isStats(value) && value.questionId === id;

export const rememberCard = (card: QuestionCard) => safely(() => set(`card:${card.id}`, card), undefined);
export const cachedCard = (id: number) => safely(() => checkedRecord(`card:${id}`, isCardOf(id)), undefined);
export const rememberStats = (stats: Stats) => safely(() => set(`stats:${stats.questionId}`, stats), undefined);
export const cachedStats = (id: number) => safely(() => checkedRecord(`stats:${id}`, isStatsOf(id)), undefined);

/** The last top 10 seen in a language, so the page opens offline. */
export const rememberTop10 = (language: string, top10: Top10) => safely(() => set(`top10:${language}`, top10), undefined);
export const cachedTop10 = (language: string) => safely(() => checkedRecord(`top10:${language}`, isTop10), undefined);
