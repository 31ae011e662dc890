import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { authorizationFor, call } from '../../api/client';
import { toast } from '../../components/toast';
import { useSiteConfig } from '../../config/siteConfig';
import { browserFingerprint } from '../../lib/fingerprint';
import { keptRecommender } from '../../lib/recommender';
import { useSessionStore } from '../../stores/sessionStore';
import type { LoginResponse } from '@contract/schemas/entities';
import { announceDeletionCancelled } from './deletionCancelled';
import { denyGoesBack, providerLoginError, providerRegisterError, type Provider } from './providers';
import { outcomeOfLogin, outcomeOfLoginError, socialRegistrationBody, type LoginOutcome } from './socialFlow';
import { pageBeforeProvider } from './providerReturn';
import { useRedirectTarget } from './useRedirectTarget';
import { providerSignInBody } from './loginBody';
import { forgetRegistrationExtras, registrationExtras } from './registrationExtras';
import { refusedReturnRedirect, socialFailureRedirect } from '../../session/accessRules';

type Message = { key: string; values?: Record<string, string> };
type ConsentOutcome = Extract<LoginOutcome, { kind: 'consentForUpdate' | 'consentForRegistration' }>;
interface PendingConsent {
  provider: Provider;
  token: string;
  outcome: ConsentOutcome;
}

export interface ProviderSignIn {
  signIn(provider: Provider, token: string): Promise<void>;
  /** Shows a message and goes back after the configured delay (5000 ms): to the page the member left for the provider, else /login. */
  fail(message: Message): void;
  failLogin(provider: Provider): void;
  /** A return that this browser did not start (no callbackHash cookie): Aitu's and VKontakte's failed check at once, else a failed sign-in. */
  refuse(provider: Provider): void;
  consent: { open: boolean; busy: boolean; confirm(): void; deny(): void };
}

/**
 * The social login flow: login with the provider token; signed in, or the consent modal (an
 * update with consent for a member without a recorded agreement, a registration for a new one, then
 * the same token again); errors show the provider's message and go back after the configured delay.
 */
export function useProviderSignIn(): ProviderSignIn {
  const { t, i18n } = useTranslation();
  const config = useSiteConfig();
  const [, navigate] = useLocation();
  const redirect = useRedirectTarget();
  const [pending, setPending] = useState<PendingConsent | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (message: Message) => {
    toast.error(t(message.key, message.values), { id: 'provider-login' });
    window.setTimeout(() => navigate(pageBeforeProvider(), { replace: true }), config.goBackDelayMs);
  };

  const finish = (response: LoginResponse) => {
    useSessionStore.getState().signIn({ ...response, user_agrees_contact: response.user_agrees_contact ?? true });
    navigate(redirect.take(), { replace: true });
  };

  async function login(provider: Provider, token: string): Promise<LoginOutcome> {
    try {
      const fingerprint = await browserFingerprint().catch(() => null);
      return outcomeOfLogin(await call('login', { body: providerSignInBody({ provider, token, fingerprint, recommendedBy: keptRecommender() }) }));
    } catch (error) {
      return outcomeOfLoginError(error, provider, config.loginErrorCodes);
    }
  }

  async function register({ provider, token }: PendingConsent, profile: Extract<ConsentOutcome, { kind: 'consentForRegistration' }>['profile']) {
    // The return's query is the provider's: the campaign flag comes from its cookie alone.
    const extras = registrationExtras(i18n.resolvedLanguage ?? config.defaultLanguage);
    try {
      await call('register', { body: socialRegistrationBody(provider, token, profile, extras) });
    } catch {
      // A failed Aitu registration goes to /login?aitu_failed_auth=true.
      if (provider === 'aitu') navigate(socialFailureRedirect('aitu'), { replace: true });
      else fail(providerRegisterError(provider));
      return;
    }
    forgetRegistrationExtras();
    const again = await login(provider, token);
    if (again.kind === 'signedIn') finish(again.response);
    else fail(providerLoginError(provider));
  }

  async function agree(current: PendingConsent, response: LoginResponse) {
    useSessionStore.getState().signIn({ ...response, user_agrees_contact: true });
    try {
      await call('updateUser', { params: { id: String(response.user_id) }, body: { user_id: response.user_id, user_agrees_contact: true } });
      navigate(redirect.take(), { replace: true });
    } catch {
      await useSessionStore.getState().signOut();
      fail(providerLoginError(current.provider));
    }
  }

  return {
    fail,
    failLogin: (provider) => fail(providerLoginError(provider)),
    refuse(provider) {
      const failedCheck = refusedReturnRedirect(provider);
      if (failedCheck) navigate(failedCheck, { replace: true });
      else fail(providerLoginError(provider));
    },
    async signIn(provider, token) {
      const outcome = await login(provider, token);
      // Told at once: the server cancelled the request with this sign-in, whatever the consent modal then brings.
      if ('response' in outcome) announceDeletionCancelled(outcome.response, t);
      if (outcome.kind === 'signedIn') finish(outcome.response);
      else if (outcome.kind === 'failed') fail(outcome.message);
      else setPending({ provider, token, outcome });
    },
    consent: {
      open: pending !== null,
      busy,
      confirm() {
        if (!pending || busy) return;
        setBusy(true);
        const { outcome } = pending;
        const done = () => {
          setBusy(false);
          setPending(null);
        };
        void (outcome.kind === 'consentForUpdate' ? agree(pending, outcome.response) : register(pending, outcome.profile)).finally(done);
      },
      deny() {
        if (!pending) return;
        setPending(null);
        // The server signed the member in before asking for the agreement: a refusal ends that session there too.
        const { outcome } = pending;
        if (outcome.kind === 'consentForUpdate') void call('logout', { authorization: authorizationFor({ userId: outcome.response.user_id, token: outcome.response.token }) }).catch(() => undefined);
        navigate(denyGoesBack(pending.provider) ? pageBeforeProvider() : '/login', { replace: true });
      },
    },
  };
}
