import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PushOffer } from '../../push/public';
import { QuestionCard } from '../components/QuestionCard';
import { AnsweredCard } from '../components/AnsweredCard';
import { useCardAnswer } from '../useCardAnswer';
import { useFeed } from '../useFeed';
import { usePollSession } from '../usePollSession';
import { Spinner } from '../../../components/Spinner';
import '../polls.css';

/** /app/: one card after another; answer, see the results at once, then the next card. */
export function FeedPage() {
  const { t } = useTranslation();
  const session = usePollSession();
  const feed = useFeed(session.userId, session.language);
  // A question the server no longer takes (closed, or answered elsewhere): on to the next one.
  const answering = useCardAnswer(session.isGuest, () => void next());
  const { state } = feed;
  // Once the member has moved on, each new card (or what shows instead) takes the focus from the pressed button.
  const [movedOn, setMovedOn] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  async function next() {
    setMovedOn(true);
    answering.reset();
    await feed.load();
  }

  const noCard = state.kind !== 'loading' && state.kind !== 'card';
  useEffect(() => {
    if (movedOn && noCard) titleRef.current?.focus();
  }, [movedOn, noCard]);

  return (
    <div className="polls-page" data-testid="feed">
      <h1 ref={titleRef} tabIndex={-1} className="polls-page__title">{t('polls.feed.title')}</h1>
      {state.kind === 'loading' && <Spinner />}
      {state.kind === 'card' && !answering.answer && (
        <>
          {state.offline && <p className="polls-page__status">{t('polls.feed.offlineCard')}</p>}
          <QuestionCard
            key={state.card.id}
            card={state.card}
            focusHeading={movedOn}
            onAnswer={(values) => {
              void feed.answered(state.card.id);
              void answering.submit(state.card, values);
            }}
          />
        </>
      )}
      {state.kind === 'card' && answering.answer && (
        <AnsweredCard card={state.card} answer={answering.answer} stats={answering.stats} focusHeading onNext={() => void next()} nextLabel={t('polls.feed.next')} />
      )}
      <PushOffer answered={answering.answer !== null} />
      {state.kind === 'empty' && <p className="polls-page__status">{t('polls.feed.empty')}</p>}
      {state.kind === 'offline' && <p className="polls-page__status">{t('polls.feed.offline')}</p>}
      {state.kind === 'syncing' && (
        <div className="polls-page__actions">
          <p className="polls-page__status">{t('polls.feed.syncing')}</p>
          <button type="button" className="poll-button" onClick={() => void next()}>{t('polls.feed.retry')}</button>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="polls-page__actions">
          <p role="alert" className="poll-card__error">{t('polls.feed.error')}</p>
          <button type="button" className="poll-button" onClick={() => void next()}>{t('polls.feed.retry')}</button>
        </div>
      )}
      <div className="polls-page__actions">
        <Link href="/app/top10" className="poll-button">{t('polls.feed.top10Link')}</Link>
      </div>
    </div>
  );
}
