import { startTransition, Suspense, useActionState, useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { basicAuthorization, call } from '../../api/client';
import { lazyComponent } from '../../lib/lazyComponent';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useSiteConfig } from '../../config/siteConfig';
import { browserFingerprint } from '../../lib/fingerprint';
import { keptRecommender } from '../../lib/recommender';
import { onSignInElsewhere, useSessionStore } from '../../stores/sessionStore';
import { useUserStore } from '../../stores/userStore';
import type { LoginResponse } from '@contract/schemas/entities';
import { announceDeletionCancelled } from './deletionCancelled';
import { passwordLoginBody } from './loginBody';
import { ProviderButtons } from './ProviderButtons';
import { useRedirectTarget } from './useRedirectTarget';
import { MAX_EMAIL_LENGTH, isValidEmail, loginFailureKey } from './validation';
import './auth.css';

/** The SMS sign-in opens on request: its chunk loads then, not with the page (the first load's JavaScript budget). */
const SmsSignIn = lazyComponent(() => import('./SmsSignIn'), 'SmsSignIn');

/** /login and /sign-in: e-mail and password, an SMS code, and the providers' buttons. */
export function LoginPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const search = useSearch();
  const [, navigate] = useLocation();
  const redirect = useRedirectTarget();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [smsOpen, setSmsOpen] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('aitu_failed_auth') === 'true') toast.error(t('auth.errors.aituRegister'), { id: 'aitu-failed' });
    if (params.get('vk_failed_auth') === 'true') toast.error(t('auth.errors.vkLogin'), { id: 'vk-failed' });
  }, [search, t]);

  /** Where a member goes once signed in: the post-login redirect rules. */
  function goToTarget() {
    try {
      navigate(redirect.take(), { replace: true });
    } catch {
      // The browser refused the address (history's SecurityError): the member is signed in all the same.
      navigate('/app', { replace: true });
    }
  }

  /** Every way of signing in on this page ends here. */
  function signedIn(response: LoginResponse) {
    useSessionStore.getState().signIn(response);
    announceDeletionCancelled(response, t);
    void useUserStore.getState().refresh();
    goToTarget();
  }

  // A sign-in in another tab signs this one in too (the session store follows the cookie): the page goes on as after its own.
  const signedInElsewhere = useEffectEvent(goToTarget);
  useEffect(() => onSignInElsewhere(signedInElsewhere), []);

  // The sign-in action: its state is the fields' messages, pending while it checks and calls the server.
  const [errors, signInWithPassword, busy] = useActionState(async (): Promise<{ email?: string; password?: string }> => {
    const next = {
      email: isValidEmail(email.trim()) ? undefined : t('auth.validation.email'),
      // Only asked for: whether it is right is the server's to say ('Incorrect password!'), whatever its length.
      password: password === '' ? t('auth.validation.passwordRequired') : undefined,
    };
    if (next.email || next.password) return next;
    let response: LoginResponse;
    try {
      const fingerprint = await browserFingerprint().catch(() => null);
      const body = passwordLoginBody({ email: email.trim(), password, fingerprint, recommendedBy: keptRecommender() });
      response = await call('login', { body, authorization: basicAuthorization(email.trim(), password) });
    } catch (error) {
      toast.error(t(loginFailureKey(error, config.loginErrorCodes)));
      return next;
    }
    // Outside the call's error handling: whatever happens after a successful login is not the server's failure.
    signedIn(response);
    return next;
  }, {});
  const formRef = useFocusFirstInvalid(errors);

  function submit(event: FormEvent) {
    event.preventDefault();
    startTransition(signInWithPassword);
  }

  return (
    <section className="auth-page" aria-labelledby="login-title" data-testid="login-page">
      <h1 id="login-title">{t('auth.login.title')}</h1>
      <form ref={formRef} noValidate onSubmit={submit}>
        <TextField aria-required label={t('auth.fields.email')} type="email" name="email" autoComplete="email" maxLength={MAX_EMAIL_LENGTH} value={email} onValueChange={setEmail} error={errors.email} />
        <TextField
          aria-required
          label={t('auth.fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <Button type="submit" busy={busy}>{t('auth.login.submit')}</Button>
      </form>
      <Button variant="secondary" className="auth-page__sms-toggle" aria-expanded={smsOpen} onClick={() => setSmsOpen((open) => !open)}>{t('auth.sms.open')}</Button>
      {smsOpen && <Suspense fallback={<Spinner />}><SmsSignIn onSignedIn={signedIn} /></Suspense>}
      <ProviderButtons />
      <nav className="auth-page__links" aria-label={t('auth.login.more')}>
        <Link href="/passForgot">{t('auth.login.forgot')}</Link>
        <Link href="/register">{t('auth.login.register')}</Link>
      </nav>
    </section>
  );
}
