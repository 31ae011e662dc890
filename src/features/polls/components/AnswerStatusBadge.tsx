import { useTranslation } from 'react-i18next';
import { useAnswerStatus } from '../useAnswerStatus';
import { rejectionMessageKey } from '../../../offline/queueRules';
import { useOnline } from '../../../lib/useOnline';

/**
 * Tells the member whether their answer is on its way (online) or waiting to be sent (offline),
 * saved (with its points), or rejected.
 */
export function AnswerStatusBadge({ answerId }: { answerId: string | null }) {
  const { t } = useTranslation();
  const status = useAnswerStatus(answerId);
  const online = useOnline();
  return (
    <p role="status" aria-live="polite" className="polls-page__status" data-testid="answer-status" data-status={status.kind}>
      {status.kind === 'pending' && <span className="poll-pending">{t(online ? 'polls.status.sending' : 'polls.status.pending')}</span>}
      {status.kind === 'saved' && (
        <span className="poll-saved">
          {status.pointsCredited > 0 ? t('polls.status.savedWithPoints', { count: status.pointsCredited }) : t('polls.status.saved')}
        </span>
      )}
      {status.kind === 'rejected' && <span className="poll-card__error">{t(rejectionMessageKey(status.code))}</span>}
    </p>
  );
}
