import { useTranslation } from 'react-i18next';
import { BackToPollsLink } from './BackToPollsLink';

/** A question that cannot be shown (bad id, unknown, not open to the viewer): says so, with the way back for a member. */
export function CardNotAvailable({ backToPolls }: { backToPolls: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="polls-page__title">{t('polls.card.title')}</h1>
      <p role="alert" className="poll-card__error">{t('polls.card.notAvailable')}</p>
      {backToPolls && (
        <div className="polls-page__actions">
          <BackToPollsLink />
        </div>
      )}
    </>
  );
}
