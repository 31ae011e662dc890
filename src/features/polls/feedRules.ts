import type { QuestionCard } from '@contract/schemas/entities';
import { isQuestionCard } from '../../offline/cardShapes';

/**
 * Pure rules of the feed and of the cards it keeps on the device (the offline look-ahead): which
 * card comes next, which kept cards may still be answered, and what a persisted buffer must hold.
 */

/** A card that closed (dateEnd passed) or has not opened yet cannot be answered: offline, it is skipped. */
export function isOpenAt(card: { dateStart?: string; dateEnd?: string | null }, now: number): boolean {
  const start = card.dateStart ? Date.parse(card.dateStart) : Number.NaN;
  const end = card.dateEnd ? Date.parse(card.dateEnd) : Number.NaN;
  return !(start > now) && !(end <= now);
}

/** The first card of the feed's upcoming list that has no answer waiting in the queue and is open at `now`, or null. */
export function nextFeedCard<T extends { id: number; dateStart?: string; dateEnd?: string | null }>(
  upcoming: readonly T[],
  queuedQuestionIds: ReadonlySet<number>,
  now = Date.now(),
): T | null {
  return upcoming.find((card) => !queuedQuestionIds.has(card.id) && isOpenAt(card, now)) ?? null;
}

/** The cards kept for the offline feed: one user's, in feed order. */
export interface FeedBuffer {
  userId: number;
  cards: QuestionCard[];
  /** When the server last gave them (ms). */
  fetchedAt: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** A persisted buffer, schema-checked: malformed cards are left out; anything else malformed reads as none. */
export function parseFeedBuffer(value: unknown): FeedBuffer | null {
  if (!isRecord(value) || !isInt(value.userId) || value.userId <= 0 || !isInt(value.fetchedAt) || !Array.isArray(value.cards)) return null;
  return { userId: value.userId, fetchedAt: value.fetchedAt, cards: value.cards.filter(isQuestionCard) };
}

/** Below this many kept cards after the shown one, the device asks the server for a fresh look-ahead. */
export const LOOK_AHEAD_LOW = 5;
/** A look-ahead older than this is asked for again: polls open and close meanwhile. */
export const LOOK_AHEAD_MAX_AGE_MS = 15 * 60_000;

/**
 * Whether the feed should fetch a fresh look-ahead after showing `shownCardId` (the server's next
 * card): when none is kept for this user, when the shown card is not among the kept ones (the
 * server's order moved on: a new poll, answers from another device), when few are left after it,
 * or when they are old. Otherwise the kept cards still say what comes next offline.
 */
export function needsFreshLookAhead(buffer: FeedBuffer | null, userId: number, shownCardId: number, now: number): boolean {
  if (buffer?.userId !== userId || now - buffer.fetchedAt >= LOOK_AHEAD_MAX_AGE_MS) return true;
  const shownAt = buffer.cards.findIndex((card) => card.id === shownCardId);
  return shownAt < 0 || buffer.cards.length - shownAt - 1 < LOOK_AHEAD_LOW;
}

/** The buffer without a card the member has just answered. */
export function withoutCard(buffer: FeedBuffer, cardId: number): FeedBuffer {
  return { ...buffer, cards: buffer.cards.filter((card) => card.id !== cardId) };
}

/** The pictures of the kept cards' choices, so they can be fetched (and cached) while online. */
export function choiceImageIds(cards: readonly QuestionCard[]): number[] {
  return cards.flatMap((card) => card.choices.filter((choice) => choice.haveMedia).map((choice) => choice.id));
}
