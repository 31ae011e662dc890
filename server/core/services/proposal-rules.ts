/** The contract's questionIsAccepted: 1 accepted (the one status that opens a proposal to everybody). */
const ACCEPTED = 1;

/**
 * Who may open a proposed question's card: everybody once the proposal is accepted; before that
 * (stand-by or rejected) only the member who proposed it. A question no member proposed is not
 * limited here.
 */
export function proposedCardVisible(proposal: { userId: number; status: number } | undefined, viewerId: number | null): boolean {
  if (!proposal) return true;
  return proposal.status === ACCEPTED || proposal.userId === viewerId;
}

/** How long a proposal sent again unchanged is the same one (its answer lost on the way, the member sent it again). */
export const PROPOSAL_REPEAT_WINDOW_MS = 10 * 60_000;

type ProposalContent = { text: string; choiceTypeId: number | null; choices: readonly { label: string; value: number }[] | null };

/** The same question: its text, answer format and choices (labels and values, in order). */
export function sameProposal(a: ProposalContent, b: ProposalContent): boolean {
  if (a.text !== b.text || a.choiceTypeId !== b.choiceTypeId) return false;
  if (a.choices === null || b.choices === null) return a.choices === b.choices;
  return a.choices.length === b.choices.length && a.choices.every((choice, index) => choice.label === b.choices![index]!.label && choice.value === b.choices![index]!.value);
}
