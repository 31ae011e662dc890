import { proposedCardVisible } from '../services/proposal-rules';

/** A feed poll as the per-instance catalogue keeps it: the facts its access rules read, and its card. */
export interface CataloguePoll {
  id: number;
  languageId: number;
  /** Epoch milliseconds. */
  dateStart: number;
  dateEnd: number | null;
  isPublic: boolean;
  /** The member's proposal this poll publishes (its proposer and status), when it publishes one. */
  proposal: { userId: number; status: number } | undefined;
}

export interface FeedViewer {
  userId: number;
  isGuest: boolean;
}

/** Open from dateStart until dateEnd (open-ended when null), as the database query says it. */
export const isPollOpen = (poll: Pick<CataloguePoll, 'dateStart' | 'dateEnd'>, now: number): boolean =>
  poll.dateStart <= now && (poll.dateEnd === null || poll.dateEnd > now);

/**
 * Whether a feed poll of the asked language is offered to a viewer now: open; public, when the viewer
 * is a guest (a guest reads public cards only); and, when it publishes a member's proposal, visible
 * to this viewer (only its proposer before it is accepted).
 */
export function pollOffered(poll: CataloguePoll, viewer: FeedViewer, now: number): boolean {
  return isPollOpen(poll, now) && (!viewer.isGuest || poll.isPublic) && proposedCardVisible(poll.proposal, viewer.userId);
}

export type PollAnswerAccess = 'ok' | 'closed' | 'guestNotAllowed';

/** Whether a viewer may answer a feed poll now: a guest only a public one, and only while it is open. */
export function pollAnswerAccess(poll: CataloguePoll, viewer: FeedViewer, now: number): PollAnswerAccess {
  if (viewer.isGuest && !poll.isPublic) return 'guestNotAllowed';
  return pollOffered(poll, viewer, now) ? 'ok' : 'closed';
}

/**
 * The viewer's next `count` polls: the language's polls in feed order (oldest start first, then id)
 * that are offered to them now and that they have not answered.
 */
export function nextPolls<P extends CataloguePoll>(inFeedOrder: readonly P[], answered: ReadonlySet<number>, viewer: FeedViewer, now: number, count: number): P[] {
  const found: P[] = [];
  for (const poll of inFeedOrder) {
    if (found.length >= count) break;
    if (!answered.has(poll.id) && pollOffered(poll, viewer, now)) found.push(poll);
  }
  return found;
}

/** Feed order: oldest start first, then the lower id. */
export const byFeedOrder = (a: CataloguePoll, b: CataloguePoll): number => a.dateStart - b.dateStart || a.id - b.id;
