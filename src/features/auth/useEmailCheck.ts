import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { EMAIL_CHECK_DELAY_MS, emailCheckResult, type EmailCheckResult } from './emailCheck';
import { isValidEmail } from './validation';

export type EmailCheck = EmailCheckResult | 'idle' | 'checking' | 'failed';

/**
 * Checks the address on the server as the member types it (debounced; an answer for an address
 * since changed is dropped). 'idle' until the address is well-formed.
 */
export function useEmailCheck(email: string): EmailCheck {
  const address = email.trim();
  const wellFormed = isValidEmail(address);
  const [checked, setChecked] = useState<{ address: string; result: EmailCheckResult | 'failed' } | null>(null);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      call('isEmailValid', { params: { email: address }, signal: controller.signal })
        .then((answer) => setChecked({ address, result: emailCheckResult(answer) }))
        .catch(() => {
          if (!controller.signal.aborted) setChecked({ address, result: 'failed' });
        });
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [address, wellFormed]);

  if (!wellFormed) return 'idle';
  return checked?.address === address ? checked.result : 'checking';
}
