import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadFailure } from '../../../api/loadFailure';
import type { QuestionCard, Stats } from '../api';
import { resultsFailureKey } from '../resultsRules';
import type { CardAnswer } from '../useCardAnswer';
import { AnswerStatusBadge } from './AnswerStatusBadge';
import { ResultsView } from './ResultsView';
import { ShareButton } from './ShareButton';
import { Spinner } from '../../../components/Spinner';
import { useFocusOnMount } from '../../../lib/useFocusOnMount';
import { ProposedBy } from './ProposedBy';

interface Props {
  card: QuestionCard;
  answer: CardAnswer;
  /** undefined while loading; why not, when they could not be loaded (and the device has no copy). */
  stats: Stats | LoadFailure | undefined;
  onNext?: () => void;
  nextLabel?: string;
  shareable?: boolean;
  /** Focus the question when the card appears: it replaced the choice the member pressed, so they hear their answer and its results from here. */
  focusHeading?: boolean;
}

/** A card once answered: the question, the answer's status, the results and what comes next. */
export function AnsweredCard({ card, answer, stats, onNext, nextLabel, shareable = true, focusHeading = false }: Props) {
  const { t } = useTranslation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const choiceId = useId();
  const chosen = card.choices.filter((choice) => answer.values.includes(choice.value)).map((choice) => choice.label);
  return (
    <article className="poll-card" data-testid="answered-card" data-question-id={card.id}>
      <h2 ref={headingRef} tabIndex={-1} aria-describedby={choiceId} className="poll-card__question">{card.text}</h2>
      <ProposedBy card={card} />
      <p id={choiceId} className="polls-page__status">{t('polls.card.yourChoice', { choice: chosen.join(', ') })}</p>
      <AnswerStatusBadge answerId={answer.answerId} />
      {stats === undefined && <Spinner label={t('polls.results.loading')} />}
      {typeof stats === 'string' && <p className="polls-page__status">{t(resultsFailureKey(stats))}</p>}
      {typeof stats === 'object' && <ResultsView stats={stats} selected={answer.values} headingLevel={3} />}
      <div className="polls-page__actions">
        {onNext && nextLabel && <button type="button" className="poll-button poll-button--primary" onClick={onNext}>{nextLabel}</button>}
        {shareable && <ShareButton cardId={card.id} text={card.text} />}
      </div>
    </article>
  );
}
