import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { call } from '../../api/client';
import { socialFailureRedirect } from '../../session/accessRules';
import { providerOfState } from '../../session/providerState';
import { googleFailure, googleFailureKey } from './googleFailure';
import { nonceFits } from './idTokenNonce';
import { acceptedReturnNonce, acceptProviderReturn } from './providerReturn';
import { socialReturnParams } from './providers';
import { ProviderSignInScreen } from './ProviderSignInScreen';
import { useProviderSignIn } from './useProviderSignIn';

/**
 * /socialAuth?state=…: the provider's return (its state names the provider), taken only when this
 * browser started the sign-in (its callbackHash cookie). Aitu brings a code to check; the others a
 * token, or the provider's error.
 */
export function SocialAuthPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const provider = useProviderSignIn();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = socialReturnParams(search, window.location.hash);
    const which = providerOfState(params.get('state'));
    if (!which) return;
    if (!acceptProviderReturn()) {
      provider.refuse(which);
      return;
    }
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
      // A Google token issued for another sign-in (its nonce not this browser's) never reaches the server.
      if (token && which === 'google' && !nonceFits(token, acceptedReturnNonce())) provider.failLogin(which);
      else if (token) await provider.signIn(which, token);
      else if (which === 'google') provider.fail({ key: googleFailureKey(googleFailure(params.get('error'))) });
      else provider.failLogin(which);
    })();
  }, [search, navigate, provider]);

  return <ProviderSignInScreen flow={provider} testId="social-auth-page" />;
}
