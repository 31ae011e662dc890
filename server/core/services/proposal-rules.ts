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
