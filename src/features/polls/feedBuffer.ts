import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { UPCOMING_DEFAULT_COUNT } from '@contract/rules/feed-limits';
import { idbStorage } from '../../offline/idbStorage';
import { choiceImageUrl, type QuestionCard } from './api';
import { rememberCard } from '../../offline/cardCache';
import { choiceImageIds, needsFreshLookAhead, parseFeedBuffer, withoutCard, type FeedBuffer } from './feedRules';

/**
 * The feed's offline look-ahead: the next few unanswered cards of the signed-in member, refreshed
 * from `widget/upcoming/{id}` when they no longer say what comes after the server's next card, and
 * persisted (zustand over idb-keyval, like the other stores, versioned and schema-checked), so the
 * member can go on answering with no network, even after a reload. The queue decides what is still
 * pending; this only keeps the cards.
 */

/** How many cards ahead the device keeps. */
export const FEED_BUFFER_SIZE = UPCOMING_DEFAULT_COUNT;
export const FEED_BUFFER_VERSION = 1;

interface FeedBufferState {
  buffer: FeedBuffer | null;
}

const store = createStore<FeedBufferState>()(
  persist((): FeedBufferState => ({ buffer: null }), {
    name: 'panelist-feed-buffer',
    version: FEED_BUFFER_VERSION,
    skipHydration: true,
    storage: createJSONStorage(() => idbStorage),
    migrate: () => ({ buffer: null }),
    merge: (persisted, current) => ({ ...current, buffer: parseFeedBuffer((persisted as { buffer?: unknown } | null)?.buffer) }),
  }),
);

let hydration: Promise<void> | null = null;
/** Reads the persisted buffer once; a failure leaves an empty one (the server refills it online). */
function hydrated(): Promise<void> {
  hydration ??= Promise.resolve(store.persist.rehydrate()).catch(() => undefined);
  return hydration;
}

/** The kept cards of a user, in feed order (none for anybody else). */
export async function bufferedCards(userId: number): Promise<QuestionCard[]> {
  await hydrated();
  const { buffer } = store.getState();
  return buffer?.userId === userId ? buffer.cards : [];
}

/**
 * Cards answered on this device since it started. A look-ahead asked for just before an answer may
 * come back after it, still listing that card: it is not kept again.
 */
const answeredHere = new Set<string>();
const answeredKey = (userId: number, cardId: number) => `${userId}/${cardId}`;

/** Whether the kept cards should be asked for again, now that the server's next card is `shownCardId`. */
export async function lookAheadIsStale(userId: number, shownCardId: number, now = Date.now()): Promise<boolean> {
  await hydrated();
  return needsFreshLookAhead(store.getState().buffer, userId, shownCardId, now);
}

/** Replaces a user's kept cards with the server's fresh look-ahead. */
export async function keepUpcomingCards(userId: number, upcoming: QuestionCard[], now = Date.now()): Promise<void> {
  await hydrated();
  const cards = upcoming.filter((card) => !answeredHere.has(answeredKey(userId, card.id)));
  store.setState({ buffer: { userId, cards, fetchedAt: now } });
  // The card pages and the stats page open them offline too.
  await Promise.all(cards.map(rememberCard));
}

/** A card answered: the feed does not offer it again, online or offline. */
export async function forgetBufferedCard(userId: number, cardId: number): Promise<void> {
  answeredHere.add(answeredKey(userId, cardId));
  await hydrated();
  const { buffer } = store.getState();
  if (buffer?.userId === userId) store.setState({ buffer: withoutCard(buffer, cardId) });
}

const warmedImages = new Set<number>();

/** Fetches the kept cards' choice pictures once while online, so the worker's image cache has them offline. */
export async function warmChoiceImages(cards: readonly QuestionCard[]): Promise<void> {
  for (const id of choiceImageIds(cards)) {
    if (warmedImages.has(id)) continue;
    warmedImages.add(id);
    await fetch(choiceImageUrl(id)).then((response) => response.blob()).catch(() => warmedImages.delete(id));
  }
}
