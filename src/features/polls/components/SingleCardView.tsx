import { useEffect, useState } from 'react';
import { toast } from '../../../components/toast';
import { useTranslation } from 'react-i18next';
import type { QuestionCard as Card } from '../api';
import { QuestionCard } from './QuestionCard';
import { AnsweredCard } from './AnsweredCard';
import { CardNotAvailable } from './CardNotAvailable';
import { ClosedCard } from './ClosedCard';
import { cardOpenness } from '../cardOpenness';
import { useOwnProposalStatus } from '../useOwnProposalStatus';
import { useCardAnswer } from '../useCardAnswer';
import { useSingleCard } from '../useSingleCard';
import { Spinner } from '../../../components/Spinner';
import { guestFailureKey } from '../../../session/guestFailure';

interface Props {
  id: number;
  userId: number | null;
  /** Guests answer through `widget/{id}/answer`. */
  guest: boolean;
  /** Runs before an answer is queued (a visitor becomes a guest); the answer is not sent when it fails. */
  beforeAnswer?: () => Promise<void>;
}

/** One card by id: answer it, see its results if already answered, or see it read-only once closed. */
export function SingleCardView({ id, userId, guest, beforeAnswer }: Props) {
  const { t } = useTranslation();
  const { state, retry } = useSingleCard(id, userId);
  // When the card was last read: a closed card takes no answer.
  const [openedAt, setOpenedAt] = useState(Date.now);
  // A question the server no longer takes (closed, or answered elsewhere) is read again: it then
  // shows as closed, or with the answer given elsewhere, and its results.
  const answering = useCardAnswer(guest, () => {
    setOpenedAt(Date.now());
    retry();
  });
  const previous = state.kind === 'ready' ? state.previous : null;
  const { loadResults, setAnswer } = answering;
  // An answer given here replaces the pressed choice: the answered card takes the focus. One read back on opening does not.
  const [answeredHere, setAnsweredHere] = useState(false);

  async function answer(card: Card, values: number[]) {
    try {
      await beforeAnswer?.();
    } catch (error) {
      toast.error(t(guestFailureKey(error)), { id: 'guest-failed' });
      return;
    }
    setAnsweredHere(true);
    answering.submit(card, values);
  }

  const card = state.kind === 'ready' ? state.card : null;
  const ownProposal = useOwnProposalStatus(card, userId !== null && !guest);
  // A closed card takes no answer (the server would refuse it): shown read-only, with its results.
  const openness = card && ownProposal !== undefined ? cardOpenness(card, openedAt, ownProposal) : null;
  const readOnly = openness?.kind === 'readOnly' && !previous;
  useEffect(() => {
    if (readOnly) void loadResults(id);
  }, [readOnly, id, loadResults]);

  useEffect(() => {
    if (!previous) return;
    // The card is read again when a visitor becomes a guest by answering: the answer given here (and
    // its status) stays; the one read back is only for a card not answered on this page.
    setAnswer((current) => current ?? previous);
    void loadResults(id);
  }, [previous, id, loadResults, setAnswer]);

  if (state.kind === 'loading' || (card && !openness)) return <Spinner />;
  // A guest or visitor has no polls page to go back to: the public card page invites them instead.
  if (!card) return <CardNotAvailable backToPolls={!guest} failure={state.failure} onRetry={retry} />;
  return (
    <>
      <h1 className="polls-page__title">{t('polls.card.title')}</h1>
      {answering.answer ? (
        <AnsweredCard card={card} answer={answering.answer} stats={answering.stats} focusHeading={answeredHere} />
      ) : openness?.kind === 'readOnly' ? (
        <ClosedCard card={card} status={openness.status} stats={answering.stats} />
      ) : (
        <QuestionCard card={card} onAnswer={(values) => void answer(card, values)} />
      )}
    </>
  );
}
