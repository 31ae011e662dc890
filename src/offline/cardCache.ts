import { del, get, set } from 'idb-keyval';
import { safely } from './idbStorage';
import type { QuestionCard } from '@contract/schemas/entities';
import type { CallOutput } from '../api/client';
import { useSessionStore } from '../stores/sessionStore';
import { isQuestionCard, isStats } from './cardShapes';

type Stats = CallOutput<'getStats'>;

/**
 * Cards and results already seen, kept in IndexedDB so a card opens again offline and a card
 * answered offline still shows its last known results. Keys: `card:{viewer}:{id}` and
 * `stats:{viewer}:{id}` (the feed's look-ahead is its own persisted store: features/polls/feedBuffer.ts;
 * the top 10 too: features/polls/top10Cache.ts).
 * Every record is schema-checked on read: one this version cannot show (damaged, or an older
 * version's shape) is a miss, so the caller asks the network, and is deleted.
 */

/**
 * The signed-in member's own key: what the server showed one member (a pending proposal of theirs, a
 * segment's question) is never shown offline to the next on the same device. Visitors and guests
 * share 0: they are shown public cards only, and a visitor becomes a guest on the same page.
 */
export const viewerKey = (kind: string, id: number | string) => {
  const session = useSessionStore.getState().session;
  return `${kind}:${session && !session.isGuest ? session.user_id : 0}:${id}`;
};

export async function checkedRecord<T>(key: string, isValid: (value: unknown) => value is T): Promise<T | undefined> {
  const value = await get<unknown>(key);
  if (value === undefined) return undefined;
  if (isValid(value)) return value;
  await del(key);
  return undefined;
}

const isCardOf = (id: number) => (value: unknown): value is QuestionCard => isQuestionCard(value) && value.id === id;
const isStatsOf = (id: number) => (value: unknown): value is Stats => isStats(value) && value.questionId === id;

export const rememberCard = (card: QuestionCard) => safely(() => set(viewerKey('card', card.id), card), undefined);
export const cachedCard = (id: number) => safely(() => checkedRecord(viewerKey('card', id), isCardOf(id)), undefined);
export const rememberStats = (stats: Stats) => safely(() => set(viewerKey('stats', stats.questionId), stats), undefined);
export const cachedStats = (id: number) => safely(() => checkedRecord(viewerKey('stats', id), isStatsOf(id)), undefined);
