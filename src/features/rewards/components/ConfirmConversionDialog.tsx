import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ModalDialog } from '../../../components/ModalDialog';
import { useCompactNumber } from '../../../lib/useCompactNumber';
import { balanceAfter, offerCost } from '../spendRules';
import type { Confirmation } from '../useConversion';
import { useOfferName } from '../useOfferName';

interface Props {
  confirmation: Confirmation | null;
  balance: number;
  onConfirm(): void;
  onCancel(): void;
  /** What takes the focus on closing when the offer's button cannot (a conversion may disable it). */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** The confirmation step of a conversion: what is bought, for how many points, the balance after; the call's error if it failed. */
export function ConfirmConversionDialog({ confirmation, balance, onConfirm, onCancel, fallbackFocus }: Props) {
  const { t } = useTranslation();
  const compact = useCompactNumber();
  const compactCost = useCompactNumber('up');
  const offerName = useOfferName();
  // Cancel takes the focus on opening: Enter pressed on the offer and again must not spend the points.
  const cancel = useRef<HTMLButtonElement>(null);

  const cost = confirmation ? offerCost(confirmation.offer) : 0;
  // Not said when the balance does not cover it: the error says why nothing is spent.
  const left = balanceAfter(balance, cost);
  const problem = confirmation?.problem ?? null;
  const canSend = problem === null || problem.retry;
  // A refusal takes away the button that had the focus (Confirm): Close takes it, inside the dialog.
  const refused = confirmation !== null && !canSend;
  useEffect(() => {
    if (refused) cancel.current?.focus();
  }, [refused]);
  return (
    <ModalDialog open={confirmation !== null} labelledBy="conversion-dialog-title" describedBy="conversion-dialog-text" onCancel={onCancel} testId="conversion-dialog" fallbackFocus={fallbackFocus} initialFocus={cancel}>
      {confirmation && (
        <>
          <h2 id="conversion-dialog-title">{t('rewards.spend.confirm.title')}</h2>
          {/* Refused, the asked price and the balance after it may no longer be true (a new price, a new balance): only why is said. */}
          {!refused && <p id="conversion-dialog-text">{t('rewards.spend.confirm.question', { points: compactCost(cost), what: offerName(confirmation.offer) })}</p>}
          {!refused && left !== null && <p>{t('rewards.spend.confirm.balanceAfter', { points: compact(left) })}</p>}
          {problem && <p id={refused ? 'conversion-dialog-text' : undefined} role="alert" className="reward-error" data-testid="conversion-error">{t(problem.key)}</p>}
          {confirmation.sending && <p role="status">{t('rewards.spend.confirm.sending')}</p>}
          <div className="modal-dialog__actions">
            {canSend && (
              <Button onClick={onConfirm} busy={confirmation.sending}>
                {problem ? t('rewards.spend.confirm.retry') : t('rewards.spend.confirm.yes')}
              </Button>
            )}
            <Button ref={cancel} variant="secondary" onClick={onCancel} busy={confirmation.sending}>
              {canSend ? t('rewards.spend.confirm.cancel') : t('common.close')}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
