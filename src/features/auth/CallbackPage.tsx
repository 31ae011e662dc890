import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError, call } from '../../api/client';
import { ErrorCode } from '@contract/rules/error-codes';
import { socialFailureRedirect } from '../../session/accessRules';
import { providerOfState } from '../../session/providerState';
import { acceptProviderReturn } from './providerReturn';
import { ProviderSignInScreen } from './ProviderSignInScreen';
import { useProviderSignIn } from './useProviderSignIn';

/** /callback?code=…&state=…: the Russian-language social network's return (only when its app is enabled), taken only when this browser started the sign-in. */
export function CallbackPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const provider = useProviderSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const code = params.get('code');
    if (!code) return;
    if (providerOfState(params.get('state')) !== 'vkontakte' || !acceptProviderReturn()) {
      provider.refuse('vkontakte');
      return;
    }
    void (async () => {
      try {
        const user = await call('verifyCode', { params: { provider: 'vk', code }, body: { code } });
        const token = user.user_id && user.access_token ? `${user.user_id}:${user.access_token}` : null;
        if (!token) throw new Error('no VK token');
        await provider.signIn('vkontakte', token);
      } catch (error) {
        // VK sent no e-mail: its message, then back; any other failure: the sign-in failure redirect.
        if (error instanceof ApiError && error.code === ErrorCode.providerNoEmail) provider.fail({ key: 'auth.errors.missingEmail', values: { network: 'VKontakte' } });
        else navigate(socialFailureRedirect('vk'), { replace: true });
      }
    })();
  }, [search, navigate, provider]);

  return <ProviderSignInScreen flow={provider} testId="callback-page" />;
}
