import { useTranslation } from 'react-i18next';
import type { LoadFailure } from '../../../api/loadFailure';
import type { QuestionCard, Stats } from '../api';
import { isUnpublishedProposal, type CardOpenness } from '../cardOpenness';
import { resultsFailureKey } from '../resultsRules';
import { ResultsView } from './ResultsView';
import { Spinner } from '../../../components/Spinner';
import { ProposedBy } from './ProposedBy';

interface Props {
  card: QuestionCard;
  status: Extract<CardOpenness, { kind: 'readOnly' }>['status'];
  /** undefined while loading; why not, when the member may not see them (or they cannot be read). */
  stats: Stats | LoadFailure | undefined;
}

/** A card that takes no answer: the question, why (its proposal's status, or closed), and its results when the member may see them. */
export function ClosedCard({ card, status, stats }: Props) {
  const { t } = useTranslation();
  const why = status === 'closed' ? t('polls.card.closed') : t('polls.card.proposalStatus', { status: t(`propose.mine.status.${status}`) });
  return (
    <article className="poll-card" data-testid="closed-card" data-question-id={card.id}>
      <h2 className="poll-card__question">{card.text}</h2>
      {!isUnpublishedProposal(status) && <ProposedBy card={card} />}
      <p className="polls-page__status">{why}</p>
      {stats === undefined && <Spinner label={t('polls.results.loading')} />}
      {/* Results not open to the member are simply not there; ones that could not be loaded say so. */}
      {(stats === 'offline' || stats === 'failed') && <p className="polls-page__status">{t(resultsFailureKey(stats))}</p>}
      {typeof stats === 'object' && <ResultsView stats={stats} selected={[]} headingLevel={3} />}
    </article>
  );
}
