import { useTranslation } from 'react-i18next';
import { usePendingAnswerCount } from '../../stores/answerQueue';

/** The count of answers still in the offline queue, hidden when none. */
export function PendingAnswers() {
  const { t } = useTranslation();
  const count = usePendingAnswerCount();
  return (
    <span role="status" className="pending-answers" data-testid="pending-answers">
      {count > 0 ? t('polls.queue.pendingCount', { count }) : ''}
    </span>
  );
}
