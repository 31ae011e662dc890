import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionCard as Card } from '../api';
import { answerFormatOf } from '../resultsRules';
import { ChoiceImage } from './ChoiceImage';
import { useFocusOnMount } from '../../../lib/useFocusOnMount';
import '../polls.css';
import { ProposedBy } from './ProposedBy';

interface Props {
  card: Card;
  /** Called with the chosen values; the card is then replaced by the results. */
  onAnswer(values: number[]): void;
  disabled?: boolean;
  /** The heading level of the question text: 1 on a single-card page, 2 in a list. */
  headingLevel?: 1 | 2;
  /** Focus the question when the card appears (it replaced the button the member pressed to move on). */
  focusHeading?: boolean;
}

/** One question, in the answer format its choice type defines. */
export function QuestionCard({ card, onAnswer, disabled = false, headingLevel = 2, focusHeading = false }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [picked, setPicked] = useState<number[]>([]);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const format = answerFormatOf(card.type);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const toggle = (value: number) => setPicked((now) => (now.includes(value) ? now.filter((v) => v !== value) : [...now, value]));

  return (
    <article className="poll-card" aria-labelledby={headingId} data-testid="question-card" data-question-id={card.id}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="poll-card__question">{card.text}</Heading>
      <ProposedBy card={card} />
      {format === null && <p role="alert" className="poll-card__error">{t('polls.card.unknownType')}</p>}
      {format === 'scale' && (
        <div role="group" aria-labelledby={headingId} className="poll-scale">
          {card.choices.map((choice, index) => (
            <button key={choice.id} type="button" className="poll-scale__point" disabled={disabled} onClick={() => onAnswer([choice.value])}>
              <span className="poll-scale__number" aria-hidden="true">{index + 1}</span>
              <span>{choice.label}</span>
            </button>
          ))}
        </div>
      )}
      {format === 'buttons' && (
        <div role="group" aria-labelledby={headingId} className="poll-buttons">
          {card.choices.map((choice) => (
            <button key={choice.id} type="button" className="poll-buttons__choice" disabled={disabled} onClick={() => onAnswer([choice.value])}>
              {choice.label}
            </button>
          ))}
        </div>
      )}
      {format === 'images' && (
        <div role="group" aria-labelledby={headingId} className="poll-images">
          {card.choices.map((choice) => (
            <button key={choice.id} type="button" className="poll-images__choice" disabled={disabled} onClick={() => onAnswer([choice.value])}>
              {choice.haveMedia && <ChoiceImage choiceId={choice.id} />}
              <span>{choice.label}</span>
            </button>
          ))}
        </div>
      )}
      {format === 'multiple' && (
        <form
          className="poll-multiple"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked.length) onAnswer([...picked].sort((a, b) => a - b));
          }}
        >
          <fieldset disabled={disabled}>
            <legend className="poll-multiple__hint">{t('polls.card.pickAny')}</legend>
            {card.choices.map((choice) => (
              <label key={choice.id} className="poll-multiple__choice">
                <input type="checkbox" checked={picked.includes(choice.value)} onChange={() => toggle(choice.value)} />
                <span>{choice.label}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="poll-button poll-button--primary" disabled={disabled || picked.length === 0}>
            {t('polls.card.submit')}
          </button>
        </form>
      )}
    </article>
  );
}
