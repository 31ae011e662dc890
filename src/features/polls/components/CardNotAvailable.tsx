import { useTranslation } from 'react-i18next';
import type { CardFailure } from '../useSingleCard';
import { BackToPollsLink } from './BackToPollsLink';

const FAILURE_TEXT: Record<CardFailure, string> = { offline: 'polls.card.offline', failed: 'polls.feed.error' };

/**
 * A question that cannot be shown (bad id, unknown, not open to the viewer; or not loaded: offline,
 * a failure of the server's): says so, with the way back for a member.
 */
export function CardNotAvailable({ backToPolls, failure }: { backToPolls: boolean; failure?: CardFailure }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="polls-page__title">{t('polls.card.title')}</h1>
      <p role="alert" className="poll-card__error">{t(failure ? FAILURE_TEXT[failure] : 'polls.card.notAvailable')}</p>
      {backToPolls && (
        <div className="polls-page__actions">
          <BackToPollsLink />
        </div>
      )}
    </>
  );
}
