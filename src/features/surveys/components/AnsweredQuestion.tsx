import { useTranslation } from 'react-i18next';
import type { QuestionCard } from '@contract/schemas/entities';
import { useOnline } from '../../../lib/useOnline';

/** A question the member already answered, shown again when they go back: their answer, read-only, and whether it is still on its way (online) or waiting for the network. */
export function AnsweredQuestion({ question, values, pending }: { question: QuestionCard; values: readonly number[]; pending: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const chosen = question.choices.filter((choice) => values.includes(choice.value)).map((choice) => choice.label);
  return (
    <article className="poll-card" data-testid="answered-question" data-question-id={question.id}>
      <h2 className="poll-card__question">{question.text}</h2>
      <p className="polls-page__status">{t('polls.card.yourChoice', { choice: chosen.join(', ') })}</p>
      {pending && <p className="polls-page__status"><span className="poll-pending">{t(online ? 'polls.status.sending' : 'polls.status.pending')}</span></p>}
    </article>
  );
}
