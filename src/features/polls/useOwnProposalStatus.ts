import type { ProposalStatusName } from '../propose/public';
import { isProposalCard } from './cardOpenness';
import { useCardLookup } from './useCardLookup';

/** The status of the member's proposal whose poll is this question; null when none of theirs is. */
async function ownProposalStatus(questionId: number, signal: AbortSignal): Promise<ProposalStatusName | null> {
  // Loaded on demand: only a member's proposal card needs it, not a visitor's shared card.
  const { fetchProposedQuestions, statusName } = await import('../propose/public');
  const row = (await fetchProposedQuestions(signal)).find((proposal) => proposal.questionId === questionId);
  return row ? statusName(row.questionIsAccepted) : null;
}

/**
 * The status of the member's own proposal of a card; null for any other card (or when it cannot be
 * read: the card's dates still decide), undefined while it is looked up.
 */
export function useOwnProposalStatus(card: { id: number; topicName: string } | null, member: boolean): ProposalStatusName | null | undefined {
  // Only proposals' cards are looked up among the member's proposals.
  const lookup = member && card !== null && isProposalCard(card) ? card.id : null;
  const status = useCardLookup(lookup, ownProposalStatus, null);
  return lookup === null ? null : status;
}
