import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client';
import { Spinner } from '../../components/Spinner';
import { socialFailureRedirect } from '../../app/guards/accessRules';
import { useProviderSignIn } from './useProviderSignIn';
import './auth.css';

/** /callback?code=…: the Russian-language social network's return (only when its app is enabled). */
export function CallbackPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const provider = useProviderSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(search).get('code');
    if (!code) return;
    void (async () => {
      try {
        const user = await call('verifyCode', { params: { provider: 'vk', code }, body: { code } });
        const token = user.user_id && user.access_token ? `${user.user_id}:${user.access_token}` : null;
        if (!token) throw new Error('no VK token');
        await provider.signIn('vkontakte', token);
      } catch {
        navigate(socialFailureRedirect('vk'), { replace: true });
      }
    })();
  }, [search, navigate, provider]);

  return (
    <section className="auth-page" aria-labelledby="callback-title" data-testid="callback-page">
      <h1 id="callback-title">{t('auth.social.title')}</h1>
      <Spinner />
    </section>
  );
}
