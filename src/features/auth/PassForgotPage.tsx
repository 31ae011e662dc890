import { useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { call } from '../../api/client';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useSiteConfig } from '../../config/siteConfig';
import { accountErrorKey } from './authErrors';
import { MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, isValidEmail, isValidPhone } from './validation';
import './auth.css';

type Channel = 'email' | 'phone';

/** /passForgot: a reset link by e-mail, or a reset code and link by SMS. */
export function PassForgotPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [channel, setChannel] = useState<Channel>('email');
  const [value, setValue] = useState('');
  // A new object for each refused Send, so that every one takes the focus to the field again.
  const [refusal, setRefusal] = useState<{ message: string } | null>(null);
  const [sent, setSent] = useState<Channel | null>(null);
  // The number the code was texted to, for the page where the member types it.
  const [textedTo, setTextedTo] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstInvalid(refusal);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Each Send answers for itself: the last one's confirmation (and its code link, to another number) goes.
    setSent(null);
    const input = value.trim();
    const valid = channel === 'email' ? isValidEmail(input) : isValidPhone(input, config.phonePatterns);
    setRefusal(valid ? null : { message: t(channel === 'email' ? 'auth.validation.email' : 'auth.validation.phone') });
    if (!valid) return;
    setBusy(true);
    try {
      if (channel === 'email') await call('requestPasswordReset', { params: { email: input } });
      else await call('requestPhonePasswordReset', { params: { phone: input } });
      setTextedTo(input);
      setSent(channel);
    } catch (failure) {
      toast.error(t(accountErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  }

  const choose = (next: Channel) => {
    setChannel(next);
    setValue('');
    setRefusal(null);
    setSent(null);
  };

  return (
    <section className="auth-page" aria-labelledby="forgot-title" data-testid="pass-forgot-page">
      <h1 id="forgot-title">{t('auth.forgot.title')}</h1>
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="auth-page__switch">
          <legend>{t('auth.forgot.by')}</legend>
          <label><input type="radio" name="channel" checked={channel === 'email'} onChange={() => choose('email')} /> {t('auth.forgot.byEmail')}</label>
          <label><input type="radio" name="channel" checked={channel === 'phone'} onChange={() => choose('phone')} /> {t('auth.forgot.byPhone')}</label>
        </fieldset>
        {channel === 'email' ? (
          <TextField key="email" aria-required label={t('auth.fields.email')} type="email" name="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} value={value} onValueChange={setValue} error={refusal?.message} />
        ) : (
          <TextField key="phone" aria-required label={t('auth.fields.phone')} type="tel" name="phone" autoComplete="tel" maxLength={MAX_PHONE_LENGTH} value={value} onValueChange={setValue} error={refusal?.message} />
        )}
        <Button type="submit" busy={busy}>{t('auth.forgot.submit')}</Button>
      </form>
      {sent && <p className="auth-page__message" role="status">{t(sent === 'email' ? 'auth.forgot.sentEmail' : 'auth.forgot.sentPhone')}</p>}
      {sent === 'phone' && <Link href={`/passChange?${new URLSearchParams({ phone: textedTo })}`} className="button button--primary">{t('auth.forgot.enterCode')}</Link>}
      <nav className="auth-page__links" aria-label={t('auth.login.more')}>
        <Link href="/login">{t('auth.registerSuccess.login')}</Link>
      </nav>
    </section>
  );
}
