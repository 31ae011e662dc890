import { get, set } from 'idb-keyval';
import { safely } from './idbStorage';
import type { QuestionCard } from '@contract/schemas/entities';
import type { CallOutput } from '../api/client';

type Stats = CallOutput<'getStats'>;
type Top10 = CallOutput<'getTop10'>;

/**
 * Cards and results already seen, kept in IndexedDB so a card opens again offline and a card
 * answered offline still shows its last known results, and the last top 10. Keys: `card:{id}`,
 * `stats:{id}` and `top10:{language}` (the feed's look-ahead is its own persisted store: features/polls/feedBuffer.ts).
 */

export const rememberCard = (card: QuestionCard) => safely(() => set(`card:${card.id}`, card), undefined);
export const cachedCard = (id: number) => safely(() => get<QuestionCard>(`card:${id}`), undefined);
export const rememberStats = (stats: Stats) => safely(() => set(`stats:${stats.questionId}`, stats), undefined);
export const cachedStats = (id: number) => safely(() => get<Stats>(`stats:${id}`), undefined);

/** The last top 10 seen in a language, so the page opens offline. */
export const rememberTop10 = (language: string, top10: Top10) => safely(() => set(`top10:${language}`, top10), undefined);
export const cachedTop10 = (language: string) => safely(() => get<Top10>(`top10:${language}`), undefined);
