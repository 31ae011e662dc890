import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { socialFailureRedirect } from '../../app/guards/accessRules';
import { providerOfState } from './providers';
import { useProviderSignIn } from './useProviderSignIn';
import './auth.css';

/** /socialAuth?state=…: the provider's return. Aitu brings a code to check; the others a token. */
export function SocialAuthPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const provider = useProviderSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const which = providerOfState(params.get('state'));
    if (!which) return;
    void (async () => {
      if (which === 'aitu') {
        const code = params.get('code');
        if (!code) {
          navigate(socialFailureRedirect('aitu'), { replace: true });
          return;
        }
        try {
          const user = await call('verifyCode', { params: { provider: 'aitu', code }, body: { code } });
          const token = user.accessToken ?? user.access_token;
          if (!token) throw new Error('no Aitu token');
          await provider.signIn('aitu', token);
        } catch {
          navigate(socialFailureRedirect('aitu'), { replace: true });
        }
        return;
      }
      const token = params.get('access_token') ?? params.get('id_token') ?? params.get('token');
      if (token) await provider.signIn(which, token);
      else provider.fail(which);
    })();
  }, [search, navigate, provider]);

  return (
    <section className="auth-page" aria-labelledby="social-title" data-testid="social-auth-page">
      <h1 id="social-title">{t('auth.social.title')}</h1>
      <Spinner />
    </section>
  );
}
