import { useRef, useState } from 'react';
import { useUserStore } from '../../stores/userStore';
import { convertPoints, type ConversionResult } from './api';
import { conversionProblem, withBalance, type ConversionProblem, type Offer } from './spendRules';

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
 * retry after a lost answer sends the same key again, so the server applies it once; the new
 * balance goes into the user store at once (the sidebar's points and tickets change).
 */
export function useConversion(userId: number | null, onOffersChanged: () => void): Conversion {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [done, setDone] = useState<Conversion['done']>(null);
  const sending = useRef(false);

  async function confirm(): Promise<void> {
    if (!confirmation || userId === null || sending.current) return;
    sending.current = true;
    const { offer, key } = confirmation;
    setConfirmation({ ...confirmation, sending: true, problem: null });
    try {
      const result = await convertPoints(userId, offer, key);
      useUserStore.setState((state) => ({ details: state.details ? withBalance(state.details, result) : state.details }));
      setDone({ offer, result });
      setConfirmation(null);
      onOffersChanged();
    } catch (error) {
      const problem = conversionProblem(error);
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
    choose: (offer) => setConfirmation({ offer, key: crypto.randomUUID(), sending: false, problem: null }),
    confirm,
    cancel: () => {
      if (!sending.current) setConfirmation(null);
    },
  };
}
