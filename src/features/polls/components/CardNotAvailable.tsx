import { useTranslation } from 'react-i18next';
import type { CardFailure } from '../useSingleCard';
import { Button } from '../../../components/Button';
import { BackToPollsLink } from './BackToPollsLink';

/**
 * A question that cannot be shown (bad id; unknown or not open to the viewer: missing; a members'
 * question to a visitor or guest; or not loaded: offline, a failure of the server's): says so, with
 * Try again where trying again may help, and the way back for a member.
 */
export function CardNotAvailable({ backToPolls, failure, onRetry }: { backToPolls: boolean; failure?: CardFailure; onRetry?(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="polls-page__title">{t('polls.card.title')}</h1>
      <p role="alert" className="poll-card__error">{t(`polls.card.${failure ?? 'notAvailable'}`)}</p>
      {onRetry && (failure === 'offline' || failure === 'failed') && <Button variant="secondary" onClick={onRetry}>{t('common.retry')}</Button>}
      {backToPolls && (
        <div className="polls-page__actions">
          <BackToPollsLink />
        </div>
      )}
    </>
  );
}
