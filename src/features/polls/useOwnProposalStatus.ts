import { useEffect, useState } from 'react';
import type { ProposalStatusName } from '../propose/public';
import { isProposalCard } from './cardOpenness';


/**
 * The status of the member's own proposal of a card; null for any other card (or when it cannot be
 * read: the card's dates still decide), undefined while it is looked up.
 */
export function useOwnProposalStatus(card: { id: number; topicName: string } | null, member: boolean): ProposalStatusName | null | undefined {
  // Only proposals' cards are looked up among the member's proposals.
  const lookup = member && card !== null && isProposalCard(card) ? card.id : null;
  const [found, setFound] = useState<{ id: number; status: ProposalStatusName | null } | null>(null);
  useEffect(() => {
    if (lookup === null) return;
    const controller = new AbortController();
    // Loaded on demand: only a member's proposal card needs it, not a visitor's shared card.
    import('../propose/public')
      .then(({ fetchProposedQuestions, statusName }) => fetchProposedQuestions(controller.signal).then((rows) => ({ rows, statusName })))
      .then(({ rows, statusName }) => {
        const row = rows.find((proposal) => proposal.questionId === lookup);
        setFound({ id: lookup, status: row ? statusName(row.questionIsAccepted) : null });
      })
      .catch(() => !controller.signal.aborted && setFound({ id: lookup, status: null }));
    return () => controller.abort();
  }, [lookup]);
  if (lookup === null) return null;
  return found?.id === lookup ? found.status : undefined;
}
