import { startTransition, useActionState, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { parseRecordId } from '@contract/rules/validation';
import { ErrorCode } from '@contract/rules/error-codes';
import { ApiError, call } from '../../api/client';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { useSiteConfig } from '../../config/siteConfig';
import { useFocusOnMount } from '../../lib/useFocusOnMount';
import { accountErrorKey } from './authErrors';
import { isSmsCodeFormat } from './smsSignIn';
import { MAX_PASSWORD_LENGTH, isValidPhone, newPasswordErrorKey, passwordsMatch } from './validation';
import './auth.css';

/**
 * /passChange?id={userId}&hash={token}: set a new password from the reset link. /passChange?phone={phone}:
 * the same with the code texted to that phone typed in, for a member who read the SMS elsewhere.
 */
/** The link cannot set a password; focused when it replaced the form the focus was in (the server refused the link). */
function InvalidLinkMessage({ focus }: { focus: boolean }) {
  const { t } = useTranslation();
  const ref = useFocusOnMount<HTMLParagraphElement>(focus);
  return <p ref={ref} tabIndex={-1} className="auth-page__message auth-page__message--error" role="alert">{t('auth.errors.resetInvalid')}</p>;
}

interface ChangeOutcome {
  errors: { code?: string; password?: string; repeat?: string };
  done: boolean;
  linkRefused?: boolean;
  unanswered?: boolean;
  probablyDone?: boolean;
}

export function PassChangePage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const params = new URLSearchParams(useSearch());
  const id = params.get('id') ?? '';
  const hash = params.get('hash') ?? '';
  const phone = params.get('phone') ?? '';
  const typesCode = hash === '' && phone !== '';
  // An id past the database's integers is refused by the server like any malformed link.
  const linkValid = typesCode ? isValidPhone(phone, config.phonePatterns) : parseRecordId(id) !== null && hash.length > 0 && hash.length <= 200;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');

  const passwordMessage = (key: string | undefined) => (key ? t(key, { min: config.minPasswordLength, max: MAX_PASSWORD_LENGTH }) : undefined);

  // The change action: its state is the fields' messages, whether the new password was set, and
  // whether the server refused the link itself (expired, used, or never sent): then no form is offered.
  // `unanswered`: the last try's answer never came (the server may have changed the password); a
  // refusal of its link or code then most likely means it did (`probablyDone`).
  const [{ errors, done, linkRefused, probablyDone }, changePassword, busy] = useActionState(async (last: ChangeOutcome): Promise<ChangeOutcome> => {
    const errors = {
      code: typesCode && !isSmsCodeFormat(code) ? t('auth.sms.errors.format') : undefined,
      password: passwordMessage(newPasswordErrorKey(password, config.minPasswordLength)),
      repeat: passwordsMatch(password, repeat) ? undefined : t('auth.validation.repeat'),
    };
    if (errors.code || errors.password || errors.repeat) return { errors, done: false };
    try {
      const body = { user_password_new: password, user_password_repeat: repeat, user_password_reset_hash: typesCode ? code.trim() : hash };
      if (typesCode) await call('changePasswordByPhone', { params: { phone }, body });
      else await call('changePassword', { params: { id }, body });
      return { errors, done: true };
    } catch (error) {
      if (last.unanswered && error instanceof ApiError && error.code === ErrorCode.resetInvalid) return { errors: {}, done: false, probablyDone: true };
      // A typed code that is refused is the member's to check beside it, not a link gone bad.
      if (typesCode && error instanceof ApiError && error.code === ErrorCode.resetInvalid) return { errors: { code: t('auth.errors.resetCodeInvalid') }, done: false };
      // A link refused is said where a malformed one is, in place of the form, with the way to a new one.
      if (error instanceof ApiError && error.code === ErrorCode.resetInvalid) return { errors: {}, done: false, linkRefused: true };
      toast.error(t(accountErrorKey(error), { min: config.minPasswordLength }));
      return { errors, done: false, unanswered: error instanceof ApiError && error.isNetworkError };
    }
  }, { errors: {}, done: false });
  const formRef = useFocusFirstInvalid(errors);

  function submit(event: FormEvent) {
    event.preventDefault();
    startTransition(changePassword);
  }

  return (
    <section className="auth-page" aria-labelledby="change-title" data-testid="pass-change-page">
      <h1 id="change-title">{t('auth.change.title')}</h1>
      {!linkValid || linkRefused ? (
        <InvalidLinkMessage focus={linkRefused === true} />
      ) : done || probablyDone ? (
        <p className="auth-page__message" role="status">{t(done ? 'auth.change.done' : 'auth.change.probablyDone')}</p>
      ) : (
        <form ref={formRef} noValidate onSubmit={submit}>
          {typesCode && (
            <TextField
              aria-required label={t('auth.sms.code')} hint={t('auth.change.codeHint', { phone })} type="text" name="one-time-code" inputMode="numeric" autoComplete="one-time-code"
              maxLength={8} value={code} onValueChange={setCode} error={errors.code}
            />
          )}
          <TextField aria-required label={t('auth.fields.newPassword')} type="password" name="password" autoComplete="new-password" value={password} onValueChange={setPassword} error={errors.password} />
          <TextField aria-required label={t('auth.fields.repeat')} type="password" name="repeat" autoComplete="new-password" value={repeat} onValueChange={setRepeat} error={errors.repeat} />
          <Button type="submit" busy={busy}>{t('auth.change.submit')}</Button>
        </form>
      )}
      <nav className="auth-page__links" aria-label={t('auth.login.more')}>
        <Link href="/login">{t('auth.registerSuccess.login')}</Link>
        {!done && <Link href="/passForgot">{t('auth.login.forgot')}</Link>}
      </nav>
    </section>
  );
}
