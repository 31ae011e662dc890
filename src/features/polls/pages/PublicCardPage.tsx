import { Link, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { parseId } from '../api';
import { SingleCardView } from '../components/SingleCardView';
import { usePollSession } from '../usePollSession';
import '../polls.css';

/** /publicCardPage/{id}: one question for a visitor, answered with their guest session; invites them to register. */
export function PublicCardPage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const session = usePollSession();
  return (
    <div className="polls-page" data-testid="public-card-page">
      {id === null ? (
        <>
          <h1 className="polls-page__title">{t('polls.card.title')}</h1>
          <p role="alert" className="poll-card__error">{t('polls.card.notAvailable')}</p>
        </>
      ) : (
        // The slot keeps a card's height while it loads, so the invitation below does not jump.
        <div className="polls-page__card-slot">
          {session.userId === null ? (
            <p role="status" className="polls-page__status">{t('polls.feed.loading')}</p>
          ) : (
            <SingleCardView key={id} id={id} userId={session.userId} guest={session.isGuest} />
          )}
        </div>
      )}
      {session.isGuest && (
        <aside className="poll-invite" aria-labelledby="poll-invite-title">
          <h2 id="poll-invite-title">{t('polls.public.inviteTitle')}</h2>
          <p>{t('polls.public.inviteText')}</p>
          <div className="polls-page__actions">
            <Link href="/register" className="poll-button poll-button--primary">{t('polls.public.register')}</Link>
            <Link href="/login" className="poll-button">{t('polls.public.login')}</Link>
          </div>
        </aside>
      )}
    </div>
  );
}
