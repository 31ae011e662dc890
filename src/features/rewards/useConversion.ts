import { useRef, useState } from 'react';
import { useUserStore } from '../../stores/userStore';
import { convertPoints, type ConversionResult } from './api';
import { conversionProblem, sameOffer, withBalance, type ConversionProblem, type Offer } from './spendRules';

/** The confirmation of one offer: its idempotency key is made once, when the member opens it. */
export interface Confirmation {
  offer: Offer;
  key: string;
  sending: boolean;
  problem: ConversionProblem | null;
}

export interface Conversion {
  confirmation: Confirmation | null;
  /** The last conversion that succeeded, for the message on the screen. */
  done: { offer: Offer; result: ConversionResult } | null;
  choose(offer: Offer): void;
  confirm(): Promise<void>;
  cancel(): void;
}

/**
 * Choose an offer, confirm it, send `convert/{id}` with the confirmation's key. A double click or a
 * retry after a lost answer sends the same key again, so the server applies it once; so does the same
 * offer chosen again after such an answer was given up on. The server then answers `duplicate` and the
 * message says the earlier request had gone through; the key is settled, so choosing the offer once
 * more makes a new exchange. The new balance goes into the user store at once (the sidebar's points and
 * tickets change); after a repeat, the member's details are read again.
 */
export function useConversion(userId: number | null, onOffersChanged: () => void): Conversion {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [done, setDone] = useState<Conversion['done']>(null);
  const sending = useRef(false);
  // The last confirmation whose answer never came (no network, a server error): the server may have
  // made it. Until an answer settles it, the same offer chosen again reuses its key.
  const unsettled = useRef<{ offer: Offer; key: string } | null>(null);

  async function confirm(): Promise<void> {
    if (!confirmation || userId === null || sending.current) return;
    sending.current = true;
    const { offer, key } = confirmation;
    setConfirmation({ ...confirmation, sending: true, problem: null });
    try {
      const result = await convertPoints(userId, offer, key);
      unsettled.current = null;
      // A repeat answers as the earlier request did: the balance and tickets it left, since moved on
      // perhaps; what the server holds now is read again instead.
      if (result.duplicate) void useUserStore.getState().refresh();
      else useUserStore.getState().applyServerChange((details) => withBalance(details, result));
      setDone({ offer, result });
      setConfirmation(null);
      onOffersChanged();
    } catch (error) {
      const problem = conversionProblem(error);
      unsettled.current = problem.retry ? { offer, key } : null;
      setConfirmation({ offer, key, sending: false, problem });
      if (problem.reload) {
        onOffersChanged();
        void useUserStore.getState().refresh();
      }
    } finally {
      sending.current = false;
    }
  }

  return {
    confirmation,
    done,
    choose: (offer) => {
      const pending = unsettled.current;
      setConfirmation({ offer, key: pending && sameOffer(pending.offer, offer) ? pending.key : crypto.randomUUID(), sending: false, problem: null });
    },
    confirm,
    cancel: () => {
      if (sending.current) return;
      // Given up on an answer that never came: what the server holds now is shown (it may have made it).
      if (confirmation?.problem?.retry) {
        onOffersChanged();
        void useUserStore.getState().refresh();
      }
      setConfirmation(null);
    },
  };
}
