import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { EMAIL_CHECK_DELAY_MS, emailCheckResult, emailCheckRetryDelayMs, type EmailCheck, type EmailCheckResult } from './emailCheck';
import { isValidEmail } from './validation';

interface Checked {
  address: string;
  result: EmailCheckResult | 'failed';
  /** Checks of this address in a row that could not be made. */
  failures: number;
}

/**
 * Checks the address on the server as the member types it (debounced; an answer for an address
 * since changed is dropped). 'idle' until the address is well-formed. A check that could not be made
 * is tried again by itself (emailCheckRetryDelayMs, and at once when the browser is back online),
 * showing 'failed' until an answer comes.
 */
export function useEmailCheck(email: string): EmailCheck {
  const address = email.trim();
  const wellFormed = isValidEmail(address);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [retries, setRetries] = useState(0);
  const failures = wellFormed && checked?.address === address && checked.result === 'failed' ? checked.failures : 0;

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call('isEmailValid', { params: { email: address }, signal: controller.signal })
        .then((answer) => setChecked({ address, result: emailCheckResult(answer), failures: 0 }))
        .catch(() => {
          if (controller.signal.aborted) return;
          setChecked((last) => ({ address, result: 'failed', failures: last?.address === address && last.result === 'failed' ? last.failures + 1 : 1 }));
        });
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [address, wellFormed, retries]);

  useEffect(() => {
    if (failures === 0) return;
    const again = () => setRetries((count) => count + 1);
    const timer = setTimeout(again, emailCheckRetryDelayMs(failures));
    window.addEventListener('online', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [address, failures]);

  if (!wellFormed) return 'idle';
  return checked?.address === address ? checked.result : 'checking';
}
