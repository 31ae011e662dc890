import { toast } from '../../components/toast';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { call } from '../../api/client';
import { useSiteConfig } from '../../config/siteConfig';
import { browserFingerprint } from '../../lib/fingerprint';
import { useSessionStore } from '../../stores/sessionStore';
import { providerLoginBody, providerLoginError, type Provider } from './providers';
import { useRedirectTarget } from './useRedirectTarget';

/** Login with a provider token (spec section 4, social login flow); errors go back after the configured delay. */
export function useProviderSignIn(): { signIn(provider: Provider, token: string): Promise<void>; fail(provider: Provider): void } {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [, navigate] = useLocation();
  const redirect = useRedirectTarget();

  const fail = (provider: Provider) => {
    const { key, values } = providerLoginError(provider);
    toast.error(t(key, values), { id: 'provider-login' });
    window.setTimeout(() => navigate('/login', { replace: true }), config.goBackDelayMs);
  };

  return {
    fail,
    async signIn(provider, token) {
      try {
        const fingerprint = await browserFingerprint().catch(() => null);
        const response = await call('login', { body: { ...providerLoginBody(provider, token), fingerprint } });
        useSessionStore.getState().signIn(response);
        navigate(redirect.take(), { replace: true });
      } catch {
        fail(provider);
      }
    },
  };
}
