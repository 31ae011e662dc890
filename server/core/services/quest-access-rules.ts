/** Who may open a quest in the survey runner (GET quest/{id}), as a pure decision (unit-tested beside). */

export type QuestAccess = 'ok' | 'notFound' | 'notOpen' | 'notForMember';

export interface QuestAudience {
  languageId: number;
  /** The panel segment the quest is limited to; null for everybody. */
  panelSegment: string | null;
}

export interface MemberAudience {
  languageId: number;
  panelSegment: string | null;
}

/** A quest is for a member in its language and, when it has a segment, in that segment. */
export function isInAudience(quest: QuestAudience, member: MemberAudience): boolean {
  return quest.languageId === member.languageId && (quest.panelSegment === null || quest.panelSegment === member.panelSegment);
}

/**
 * - no such quest: notFound;
 * - the member's own finished run (completed, speedster, screenout): ok, so the outcome can be shown;
 * - a quest not open now (draft, closed, before its start or after its end): notOpen;
 * - the member's own run in progress: ok (even if their language changed since they started);
 * - a quest for another language or segment: notForMember.
 */
export function questAccess(
  quest: (QuestAudience & { open: boolean }) | undefined,
  member: MemberAudience,
  participationStatus: 'started' | 'completed' | 'speedster' | 'screenout' | undefined,
): QuestAccess {
  if (!quest) return 'notFound';
  if (participationStatus !== undefined && participationStatus !== 'started') return 'ok';
  if (!quest.open) return 'notOpen';
  if (participationStatus === 'started') return 'ok';
  return isInAudience(quest, member) ? 'ok' : 'notForMember';
}
