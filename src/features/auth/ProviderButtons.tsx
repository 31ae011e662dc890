import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../config/siteConfig';
import { leaveForProvider, signInNonce } from './providerReturn';
import { authorizationUrl, enabledProviders, PROVIDER_NAMES } from './providers';

/** /login's social sign-in links, only for the providers the site configuration enables; plain links, no provider script. */
export function ProviderButtons() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [nonce] = useState(signInNonce);
  const enabled = enabledProviders(config);
  if (enabled.length === 0) return null;
  const options = { sdkVersion: config.socialSdkVersion, nonce };
  const leave = () => leaveForProvider(nonce);
  return (
    <nav className="auth-page__links" aria-label={t('auth.login.providers')} data-testid="provider-buttons">
      {enabled.map(([provider, clientId]) => (
        <a key={provider} className="button button--secondary" href={authorizationUrl(provider, clientId, window.location.origin, options)} onClick={leave} onAuxClick={leave}>
          {t('auth.login.with', { network: PROVIDER_NAMES[provider] })}
        </a>
      ))}
    </nav>
  );
}
