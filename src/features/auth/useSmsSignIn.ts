import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { useSiteConfig } from '../../config/siteConfig';
import { browserFingerprint } from '../../lib/fingerprint';
import type { LoginResponse } from '@contract/schemas/entities';
import { isSmsCodeFormat, secondsLeft, SMS_RESEND_WAIT_SECONDS, smsErrorKey } from './smsSignIn';
import { isValidPhone } from './validation';

export type SmsStep = 'phone' | 'code';

export interface SmsSignIn {
  step: SmsStep;
  phone: string;
  code: string;
  setPhone(value: string): void;
  setCode(value: string): void;
  busy: boolean;
  /** The i18n key of the problem to show, if any. */
  problem: string | null;
  /** Seconds until a new code may be asked for. */
  resendIn: number;
  sendCode(): Promise<void>;
  resend(): Promise<void>;
  signIn(): Promise<void>;
  changePhone(): void;
}

/**
 * The SMS-code sign-in: the phone (checked with remote/checkphone, then sendSmsCode),
 * then the code (validateSmsCode), then `onSignedIn` with the login response. A new code after a wait.
 */
export function useSmsSignIn(onSignedIn: (response: LoginResponse) => void): SmsSignIn {
  const { phonePatterns, loginErrorCodes } = useSiteConfig();
  const [step, setStep] = useState<SmsStep>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const resendIn = secondsLeft(resendAt, now);

  useEffect(() => {
    if (resendAt <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);

  async function guarded(work: () => Promise<void>): Promise<void> {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(smsErrorKey(error, loginErrorCodes));
    } finally {
      setBusy(false);
    }
  }

  const text = async (number: string) => {
    await call('sendSmsCode', { body: { user_phone: number } });
    const sentAt = Date.now();
    setNow(sentAt);
    setResendAt(sentAt + SMS_RESEND_WAIT_SECONDS * 1000);
  };

  return {
    step, phone, code, busy, problem, resendIn,
    setPhone,
    setCode,
    sendCode: () => guarded(async () => {
      const number = phone.trim();
      if (!isValidPhone(number, phonePatterns)) {
        setProblem('auth.validation.phone');
        return;
      }
      const checked = await call('checkPhone', { querystring: { user_phone: number } });
      if (!checked.valid || !checked.taken) {
        setProblem(checked.valid ? 'auth.sms.errors.unknownPhone' : 'auth.validation.phone');
        return;
      }
      await text(number);
      setCode('');
      setStep('code');
    }),
    resend: () => guarded(async () => {
      if (secondsLeft(resendAt, Date.now()) > 0) return;
      await text(phone.trim());
      setCode('');
    }),
    signIn: () => guarded(async () => {
      if (!isSmsCodeFormat(code)) {
        setProblem('auth.sms.errors.format');
        return;
      }
      const fingerprint = await browserFingerprint().catch(() => null);
      const response = await call('validateSmsCode', { body: { user_phone: phone.trim(), code: code.trim(), ...(fingerprint ? { fingerprint } : {}) } });
      onSignedIn(response);
    }),
    changePhone() {
      setStep('phone');
      setCode('');
      setProblem(null);
    },
  };
}
