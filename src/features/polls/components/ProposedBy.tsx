import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProposer, type QuestionCard } from '../api';
import { isProposalCard } from '../cardOpenness';

/**
 * "Proposed by {full name}" under a published proposal's question, as the propose screen tells the
 * proposer it will be. Nothing for any other card, while it loads, or when the name cannot be had
 * (offline, or the server names nobody: not published, or the account was deleted).
 */
export function ProposedBy({ card }: { card: Pick<QuestionCard, 'id' | 'topicName'> }) {
  const { t } = useTranslation();
  const lookup = isProposalCard(card) ? card.id : null;
  const [found, setFound] = useState<{ id: number; name: string } | null>(null);
  useEffect(() => {
    if (lookup === null) return;
    const controller = new AbortController();
    fetchProposer(lookup, controller.signal).then((proposer) => setFound({ id: lookup, name: proposer.name }), () => undefined);
    return () => controller.abort();
  }, [lookup]);
  if (lookup === null || found?.id !== lookup || found.name === '') return null;
  return <p className="poll-card__proposer" data-testid="proposed-by">{t('polls.card.proposedBy', { name: found.name })}</p>;
}
