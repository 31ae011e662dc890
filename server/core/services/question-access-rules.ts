import { questAccess, type QuestAccess, type QuestAudience } from './quest-access-rules';
import { proposedCardVisible } from './proposal-rules';

/**
 * One access rule for a question, whatever route reads it (its card, its statistics, a live
 * survey's next question, the survey runner) or answers it. Pure: the services load the facts.
 */

/** Who is asking: a visitor without a session, a guest, or a member with their audience. */
export type Viewer =
  | { kind: 'visitor' }
  | { kind: 'guest'; userId: number }
  | { kind: 'member'; userId: number; languageId: number; panelSegment: string | null };

export type QuestionAccess = QuestAccess | 'notStarted' | 'guestNotAllowed' | 'finished';

export type ParticipationStatus = 'started' | 'completed' | 'speedster' | 'screenout';

/** A quest as the rules see it: open now, and (when known) whether its start is still ahead. */
export type OpenQuest = QuestAudience & { open: boolean; startsLater?: boolean };

/**
 * A quest's questions for a viewer (a live survey embed, the runner):
 * - a member: the runner's rule (`questAccess`: open, in their language and segment, or their own run);
 * - a guest or visitor (the live-survey embed): an open quest limited to no segment, whatever its
 *   language (a guest has chosen none), or a run of their own they finished; never a segment's quest.
 */
export function questAccessFor(quest: OpenQuest | undefined, viewer: Viewer, participation: ParticipationStatus | undefined): QuestAccess {
  if (viewer.kind === 'member') return questAccess(quest, viewer, participation);
  if (!quest) return 'notFound';
  if (participation !== undefined && participation !== 'started') return 'ok';
  if (!quest.open) return 'notOpen';
  return quest.panelSegment === null ? 'ok' : 'notForMember';
}

export interface QuestionFacts {
  isPublic: boolean;
  /** Open now: started and not ended. */
  open: boolean;
  /** Its dateStart is still ahead: nobody reads it yet. */
  startsLater: boolean;
  /** The member's proposal it publishes, if any. */
  proposal: { userId: number; status: number } | undefined;
}

/**
 * - no such question, or a proposal's question the viewer may not see (only its proposer, until
 *   accepted): notFound;
 * - a question whose start, or its quest's, is ahead: notStarted (not there yet, to read or to answer);
 * - a question of a quest: the quest's rule for the viewer (`questAccessFor`);
 * - a guest or visitor: public questions only (guestNotAllowed);
 * - to answer, moreover: the question open now (notOpen) and the viewer's run of its quest not
 *   finished (finished).
 */
export function questionAccess(
  question: QuestionFacts | undefined,
  quest: OpenQuest | undefined | null,
  viewer: Viewer,
  participation: ParticipationStatus | undefined,
  purpose: 'read' | 'answer' = 'read',
): QuestionAccess {
  if (!question) return 'notFound';
  if (!proposedCardVisible(question.proposal, viewer.kind === 'visitor' ? null : viewer.userId)) return 'notFound';
  if (question.startsLater || quest?.startsLater === true) return 'notStarted';
  if (quest !== null) {
    const access = questAccessFor(quest, viewer, purpose === 'answer' && participation !== 'started' ? undefined : participation);
    if (access !== 'ok') return access;
  }
  if (viewer.kind !== 'member' && !question.isPublic) return 'guestNotAllowed';
  if (purpose === 'answer') {
    if (participation !== undefined && participation !== 'started') return 'finished';
    if (!question.open) return 'notOpen';
  }
  return 'ok';
}
