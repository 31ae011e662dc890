import { startTransition, useActionState, useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError, call } from '../../api/client';
import { ErrorCode } from '@contract/rules/error-codes';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useSiteConfig } from '../../config/siteConfig';
import { RECOMMENDED_BY_COOKIE, setCookie } from '../../lib/cookies';
import { accountErrorKey } from './authErrors';
import { ConsentFields } from './ConsentFields';
import { emailRegistrationBody, registerFieldOfRefusal, registerFormErrors, type RegisterField, type RegisterForm } from './registerForm';
import { forgetRegistrationExtras, registrationExtras } from './registrationExtras';
import { recommenderFromQuery } from '../../lib/recommender';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MAX_NAME_LENGTH } from './validation';
import { useEmailCheck } from './useEmailCheck';
import { emailErrorKey, type EmailCheck } from './emailCheck';
import { useSessionStore } from '../../stores/sessionStore';
import './auth.css';

/** The e-mail check's line under the field; 'taken' and 'invalid' show as the field's error instead. */
const EMAIL_CHECK_STATUS: Partial<Record<EmailCheck, string>> = {
  checking: 'auth.emailCheck.checking',
  free: 'auth.emailCheck.free',
  failed: 'auth.emailCheck.failed',
};

interface RegisterOutcome {
  errors: Partial<Record<RegisterField, string>>;
  takenEmail?: string;
  /** The address of the last registration whose answer never came: the server may have made it. */
  unansweredEmail?: string;
}
const NO_OUTCOME: RegisterOutcome = { errors: {} };

const EMPTY: RegisterForm = { firstName: '', lastName: '', email: '', password: '', repeat: '', agreeTerms: false, agreeProcessing: false };

/** /register and /sign-up: the e-mail registration with both consents. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [form, setForm] = useState(EMPTY);
  const emailCheck = useEmailCheck(form.email);
  // The device's guest session goes with the registration (the client sends its credentials), so the guest's answers follow.
  const registeringGuest = useSessionStore((state) => state.session?.isGuest ?? false);

  useEffect(() => {
    const recommender = recommenderFromQuery(search);
    if (recommender) setCookie(RECOMMENDED_BY_COOKIE, recommender);
  }, [search]);

  const update = <K extends RegisterField>(key: K) => (value: RegisterForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const address = form.email.trim();
  const message = (field: RegisterField) => {
    const key = field === 'email' ? emailErrorKey(emailCheck, address, outcome.takenEmail, outcome.errors.email) : outcome.errors[field];
    return key ? t(key, { min: config.minPasswordLength, max: MAX_PASSWORD_LENGTH }) : undefined;
  };

  // The registration action: its state is the fields' messages (and the address the server last
  // refused as taken), pending while it checks and calls the server.
  const [outcome, register, busy] = useActionState(async (last: RegisterOutcome): Promise<RegisterOutcome> => {
    const errors = registerFormErrors(form, config.minPasswordLength);
    const unchanged = { errors, takenEmail: last.takenEmail, unansweredEmail: last.unansweredEmail };
    if (Object.keys(errors).length > 0 || emailErrorKey(emailCheck, address, last.takenEmail, undefined) !== undefined) return unchanged;
    const registered = () => {
      forgetRegistrationExtras();
      navigate(`/registerSuccess?email=${encodeURIComponent(address)}`);
    };
    try {
      await call('register', { body: emailRegistrationBody(form, registrationExtras(i18n.resolvedLanguage ?? config.defaultLanguage, search)) });
      registered();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.emailTaken) {
        // Taken by this very form's last try, whose answer was lost: it was made, and its activation e-mail sent.
        if (last.unansweredEmail === address) {
          registered();
          return unchanged;
        }
        // Taken after all (the check could not be made, or someone registered it meanwhile): the field says so.
        return { errors, takenEmail: address };
      }
      const field = registerFieldOfRefusal(error);
      if (field) return { errors: { ...errors, [field]: accountErrorKey(error) }, takenEmail: last.takenEmail };
      toast.error(t(accountErrorKey(error), { min: config.minPasswordLength }));
      if (error instanceof ApiError && error.isNetworkError) return { ...unchanged, unansweredEmail: address };
    }
    return unchanged;
  }, NO_OUTCOME);
  const formRef = useFocusFirstInvalid(outcome);
  // The check's "free" is stale once the server refused the address as taken.
  const emailStatus = outcome.takenEmail === address ? undefined : EMAIL_CHECK_STATUS[emailCheck];

  function submit(event: FormEvent) {
    event.preventDefault();
    startTransition(register);
  }

  return (
    <section className="auth-page" aria-labelledby="register-title" data-testid="register-page">
      <h1 id="register-title">{t('auth.register.title')}</h1>
      {registeringGuest && <p data-testid="guest-kept">{t('auth.register.guestKept')}</p>}
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextField aria-required label={t('auth.fields.firstName')} name="firstName" autoComplete="given-name" maxLength={MAX_NAME_LENGTH} value={form.firstName} onValueChange={update('firstName')} error={message('firstName')} />
        <TextField aria-required label={t('auth.fields.lastName')} name="lastName" autoComplete="family-name" maxLength={MAX_NAME_LENGTH} value={form.lastName} onValueChange={update('lastName')} error={message('lastName')} />
        <TextField aria-required label={t('auth.fields.email')} type="email" name="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} value={form.email} onValueChange={update('email')} error={message('email')} />
        <p role="status" className="field__hint" data-testid="email-check">{emailStatus ? t(emailStatus) : ''}</p>
        <TextField aria-required label={t('auth.fields.password')} type="password" name="password" autoComplete="new-password" value={form.password} onValueChange={update('password')} error={message('password')} />
        <TextField aria-required label={t('auth.fields.repeat')} type="password" name="repeat" autoComplete="new-password" value={form.repeat} onValueChange={update('repeat')} error={message('repeat')} />
        <ConsentFields
          value={form}
          onChange={(field, checked) => update(field)(checked)}
          errors={{ agreeTerms: message('agreeTerms'), agreeProcessing: message('agreeProcessing') }}
        />
        <Button type="submit" busy={busy}>{t('auth.register.submit')}</Button>
      </form>
      <nav className="auth-page__links" aria-label={t('auth.register.more')}>
        <Link href="/login">{t('auth.register.haveAccount')}</Link>
      </nav>
    </section>
  );
}
