import { useTranslation } from 'react-i18next';
import { fetchProposer, type QuestionCard } from '../api';
import { isProposalCard } from '../cardOpenness';
import { useCardLookup } from '../useCardLookup';

const proposerName = async (questionId: number, signal: AbortSignal): Promise<string> => (await fetchProposer(questionId, signal)).name;

/**
 * "Proposed by {full name}" under a published proposal's question, as the propose screen tells the
 * proposer it will be. Nothing for any other card, while it loads, or when the name cannot be had
 * (offline, or the server names nobody: not published, or the account was deleted).
 */
export function ProposedBy({ card }: { card: Pick<QuestionCard, 'id' | 'topicName'> }) {
  const { t } = useTranslation();
  const name = useCardLookup(isProposalCard(card) ? card.id : null, proposerName);
  if (!name) return null;
  return <p className="poll-card__proposer" data-testid="proposed-by">{t('polls.card.proposedBy', { name })}</p>;
}
