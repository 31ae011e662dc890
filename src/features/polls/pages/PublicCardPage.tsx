import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { loginToMemberCard } from '../../../session/accessRules';
import { ensureGuestSession } from '../../../session/guestSession';
import { parseId } from '../api';
import { CardNotAvailable } from '../components/CardNotAvailable';
import { RegisterLinks } from '../components/RegisterLinks';
import { SingleCardView } from '../components/SingleCardView';
import { usePollSession } from '../usePollSession';
import '../polls.css';

/** After the card is on screen, a visitor becomes a guest once the page has settled. */
const GUEST_AFTER_MS = 3000;

/**
 * /publicCardPage/{id}: one public question, shown to a visitor at once. The visitor becomes a guest
 * when they answer or, at the latest, a few seconds later when the browser is idle: the fingerprint
 * behind a guest costs the main thread too much to stand before the card. Invites them to register.
 */
export function PublicCardPage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string }>();
  const id = parseId(params.id);
  const session = usePollSession();
  const member = session.userId !== null && !session.isGuest;
  const visitor = session.userId === null;

  useEffect(() => {
    // A malformed id shows no card to answer: the visitor is not made a guest for it.
    if (!visitor || id === null) return;
    let idle = 0;
    const timer = window.setTimeout(() => {
      const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 0));
      idle = whenIdle(() => void ensureGuestSession().catch(() => undefined));
    }, GUEST_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      window.cancelIdleCallback?.(idle);
    };
  }, [visitor, id]);
  return (
    <div className="polls-page" data-testid="public-card-page">
      {id === null ? (
        <CardNotAvailable backToPolls={member} />
      ) : (
        // The slot keeps a card's height while it loads, so the invitation below does not jump.
        <div className="polls-page__card-slot">
          <SingleCardView key={id} id={id} userId={session.userId} guest={!member} beforeAnswer={ensureGuestSession} />
        </div>
      )}
      {!member && (
        <aside className="poll-invite" aria-labelledby="poll-invite-title">
          <h2 id="poll-invite-title">{t('polls.public.inviteTitle')}</h2>
          <p>{t('polls.public.inviteText')}</p>
          <RegisterLinks loginHref={id === null ? '/login' : loginToMemberCard(id)} />
        </aside>
      )}
    </div>
  );
}
