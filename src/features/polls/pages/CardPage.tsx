import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { parseId } from '../api';
import { SingleCardView } from '../components/SingleCardView';
import { usePollSession } from '../usePollSession';
import '../polls.css';

/** /app/cardPage/{id}: one question for a signed-in member. */
export function CardPage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const session = usePollSession();
  return (
    <div className="polls-page" data-testid="card-page">
      {id === null ? (
        <>
          <h1 className="polls-page__title">{t('polls.card.title')}</h1>
          <p role="alert" className="poll-card__error">{t('polls.card.notAvailable')}</p>
        </>
      ) : (
        <SingleCardView key={id} id={id} userId={session.userId} guest={session.isGuest} />
      )}
    </div>
  );
}
