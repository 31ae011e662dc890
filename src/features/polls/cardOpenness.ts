import type { ProposalStatusName } from '../propose/public';

/** Members' proposals become cards of this topic. */
const PROPOSAL_TOPIC = 'user_generated';

/** Whether a card is a member's proposal (published or not). */
export const isProposalCard = (card: { topicName: string }): boolean => card.topicName === PROPOSAL_TOPIC;

/**
 * Whether a card takes an answer, or is shown read-only with why: the member's own proposal by its
 * status (stand-by and rejected never take answers; an accepted one closes with its dates), any
 * other card as closed once its dates say so.
 */
export type CardOpenness = { kind: 'answerable' } | { kind: 'readOnly'; status: ProposalStatusName | 'closed' };

/** Closed by its dates: its end has come, or is its start (a stand-by proposal's, whatever the device's clock). */
export function isClosedByDates(card: { dateStart: string; dateEnd: string | null }, now: number): boolean {
  if (card.dateEnd === null) return false;
  const end = Date.parse(card.dateEnd);
  return end <= now || end <= Date.parse(card.dateStart);
}

/** A proposal in this status was never published, so no one is named as its proposer (the server names none). */
export const isUnpublishedProposal = (status: ProposalStatusName | 'closed'): boolean =>
  status === 'standby' || status === 'rejected';

/** `ownProposal`: the status of the member's own proposal of this card, null when it is not theirs. */
export function cardOpenness(card: { dateStart: string; dateEnd: string | null }, now: number, ownProposal: ProposalStatusName | null): CardOpenness {
  if (ownProposal !== null && isUnpublishedProposal(ownProposal)) return { kind: 'readOnly', status: ownProposal };
  if (isClosedByDates(card, now)) return { kind: 'readOnly', status: ownProposal ?? 'closed' };
  return { kind: 'answerable' };
}
