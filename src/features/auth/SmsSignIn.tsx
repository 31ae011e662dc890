import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import type { LoginResponse } from '@contract/schemas/entities';
import { useSmsSignIn } from './useSmsSignIn';
import { MAX_PHONE_LENGTH } from './validation';

/**
 * /login's sign-in with a code sent by SMS: the phone, then the code, each field focused when it shows
 * (the section opens on the member's click); problems are announced; a new code after a wait.
 */
export function SmsSignIn({ onSignedIn }: { onSignedIn(response: LoginResponse): void }) {
  const { t } = useTranslation();
  const sms = useSmsSignIn(onSignedIn);
  const titleId = useId();
  const problemId = useId();
  const invalidBy = sms.problem ? problemId : null;
  const form = useRef<HTMLFormElement>(null);
  // Focus moves to the step's field: the phone when the section opens, the code once it is sent.
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, [sms.step]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (sms.step === 'phone' ? sms.sendCode() : sms.signIn());
  };
  return (
    <section className="auth-page__sms" aria-labelledby={titleId} data-testid="sms-sign-in">
      <h2 id={titleId}>{t('auth.sms.title')}</h2>
      <form ref={form} noValidate onSubmit={submit}>
        {sms.step === 'phone' ? (
          <>
            <TextField
              aria-required label={t('auth.fields.phone')} hint={t('auth.sms.phoneHint')} type="tel" name="phone" autoComplete="tel" maxLength={MAX_PHONE_LENGTH}
              value={sms.phone} onValueChange={sms.setPhone} problemId={invalidBy}
            />
            <Button type="submit" busy={sms.busy}>{t('auth.sms.send')}</Button>
          </>
        ) : (
          <>
            <p className="auth-page__message" role="status">{t('auth.sms.sent', { phone: sms.phone.trim() })}</p>
            <TextField
              aria-required label={t('auth.sms.code')} type="text" name="one-time-code" inputMode="numeric" autoComplete="one-time-code" maxLength={8}
              value={sms.code} onValueChange={sms.setCode} problemId={invalidBy}
            />
            <div className="auth-page__actions">
              <Button type="submit" busy={sms.busy}>{t('auth.sms.submit')}</Button>
              <Button variant="secondary" disabled={sms.busy || sms.resendIn > 0} onClick={() => void sms.resend()}>
                {sms.resendIn > 0 ? t('auth.sms.resendIn', { seconds: sms.resendIn }) : t('auth.sms.resend')}
              </Button>
              <Button variant="secondary" onClick={sms.changePhone}>{t('auth.sms.changePhone')}</Button>
            </div>
          </>
        )}
        <div role="alert">{sms.problem && <p id={problemId} className="auth-page__message auth-page__message--error">{t(sms.problem)}</p>}</div>
      </form>
    </section>
  );
}
