import { useTranslation } from 'react-i18next';
import { useAnswerStatus } from '../useAnswerStatus';
import { rejectionMessageKey } from '../../../offline/queueRules';

/** Tells the member whether their answer is still waiting to be sent, saved (with its points), or rejected. */
export function AnswerStatusBadge({ answerId }: { answerId: string | null }) {
  const { t } = useTranslation();
  const status = useAnswerStatus(answerId);
  return (
    <p role="status" aria-live="polite" className="polls-page__status" data-testid="answer-status" data-status={status.kind}>
      {status.kind === 'pending' && <span className="poll-pending">{t('polls.status.pending')}</span>}
      {status.kind === 'saved' && (
        <span className="poll-saved">
          {status.pointsCredited > 0 ? t('polls.status.savedWithPoints', { count: status.pointsCredited }) : t('polls.status.saved')}
        </span>
      )}
      {status.kind === 'rejected' && <span className="poll-card__error">{t(rejectionMessageKey(status.code))}</span>}
    </p>
  );
}
