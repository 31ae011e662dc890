import { startTransition, useActionState, useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { call } from '../../api/client';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useSiteConfig } from '../../config/siteConfig';
import { RECOMMENDED_BY_COOKIE, setCookie } from '../../lib/cookies';
import { accountErrorKey } from './authErrors';
import { ConsentFields } from './ConsentFields';
import { emailRegistrationBody, registerFormErrors, type RegisterField, type RegisterForm } from './registerForm';
import { forgetRegistrationExtras, registrationExtras } from './registrationExtras';
import { recommenderFromQuery } from '../../lib/recommender';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_NAME_LENGTH } from './validation';
import { useEmailCheck, type EmailCheck } from './useEmailCheck';
import { useSessionStore } from '../../stores/sessionStore';
import './auth.css';

/** The e-mail check's line under the field; 'taken' and 'invalid' show as the field's error instead. */
const EMAIL_CHECK_STATUS: Partial<Record<EmailCheck, string>> = {
  checking: 'auth.emailCheck.checking',
  free: 'auth.emailCheck.free',
  failed: 'auth.emailCheck.failed',
};

const EMPTY: RegisterForm = { firstName: '', lastName: '', email: '', password: '', repeat: '', agreeTerms: false, agreeProcessing: false };

/** /register and /sign-up: the e-mail registration with both consents (spec 2.5). */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [form, setForm] = useState(EMPTY);
  const emailCheck = useEmailCheck(form.email);
  // The device's guest session goes with the registration (the client sends its credentials), so the guest's answers follow.
  const registeringGuest = useSessionStore((state) => state.session?.isGuest ?? false);
  const emailStatus = EMAIL_CHECK_STATUS[emailCheck];

  useEffect(() => {
    const recommender = recommenderFromQuery(search);
    if (recommender) setCookie(RECOMMENDED_BY_COOKIE, recommender);
  }, [search]);

  const update = <K extends RegisterField>(key: K) => (value: RegisterForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const message = (field: RegisterField) => {
    const key = field === 'email' && emailCheck === 'taken' ? 'auth.emailCheck.taken' : field === 'email' && emailCheck === 'invalid' ? 'auth.validation.email' : errors[field];
    return key ? t(key, { min: config.minPasswordLength, max: MAX_PASSWORD_LENGTH }) : undefined;
  };

  // The registration action: its state is the fields' messages, pending while it checks and calls the server.
  const [errors, register, busy] = useActionState(async (): Promise<Partial<Record<RegisterField, string>>> => {
    const found = registerFormErrors(form, config.minPasswordLength);
    if (Object.keys(found).length > 0 || emailCheck === 'taken' || emailCheck === 'invalid') return found;
    try {
      await call('register', { body: emailRegistrationBody(form, registrationExtras(i18n.resolvedLanguage ?? config.defaultLanguage, search)) });
      forgetRegistrationExtras();
      navigate(`/registerSuccess?email=${encodeURIComponent(form.email.trim())}`);
    } catch (error) {
      toast.error(t(accountErrorKey(error), { min: config.minPasswordLength }));
    }
    return found;
  }, {});
  const formRef = useFocusFirstInvalid(errors);

  function submit(event: FormEvent) {
    event.preventDefault();
    startTransition(register);
  }

  return (
    <section className="auth-page" aria-labelledby="register-title" data-testid="register-page">
      <h1 id="register-title">{t('auth.register.title')}</h1>
      {registeringGuest && <p data-testid="guest-kept">{t('auth.register.guestKept')}</p>}
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextField label={t('auth.fields.firstName')} name="firstName" autoComplete="given-name" maxLength={MAX_NAME_LENGTH} value={form.firstName} onValueChange={update('firstName')} error={message('firstName')} />
        <TextField label={t('auth.fields.lastName')} name="lastName" autoComplete="family-name" maxLength={MAX_NAME_LENGTH} value={form.lastName} onValueChange={update('lastName')} error={message('lastName')} />
        <TextField label={t('auth.fields.email')} type="email" name="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} value={form.email} onValueChange={update('email')} error={message('email')} />
        <p role="status" className="field__hint" data-testid="email-check">{emailStatus ? t(emailStatus) : ''}</p>
        <TextField label={t('auth.fields.password')} type="password" name="password" autoComplete="new-password" value={form.password} onValueChange={update('password')} error={message('password')} />
        <TextField label={t('auth.fields.repeat')} type="password" name="repeat" autoComplete="new-password" value={form.repeat} onValueChange={update('repeat')} error={message('repeat')} />
        <ConsentFields
          value={form}
          onChange={(field, checked) => update(field)(checked)}
          errors={{ agreeTerms: message('agreeTerms'), agreeProcessing: message('agreeProcessing') }}
        />
        <Button type="submit" disabled={busy}>{t('auth.register.submit')}</Button>
      </form>
      <nav className="auth-page__links" aria-label={t('auth.register.more')}>
        <Link href="/login">{t('auth.register.haveAccount')}</Link>
      </nav>
    </section>
  );
}
