import type { SocialEnv } from '../../config/env';
import type { SiteConfig } from '@contract/schemas/site-config';
import type { ProviderName } from '../services/provider-tokens';
import { createAituProvider } from './aitu-provider';
import { createFacebookProvider } from './facebook-provider';
import { createGoogleProvider } from './google-provider';
import type { TokenVerifier } from './provider-http';
import { createVkProvider } from './vk-provider';

export type SocialProviders = ReturnType<typeof createSocialProviders>;

/**
 * The providers this server can check, from the environment: each is on when its id (and, for
 * Facebook, VK and Aitu, its secret) is set; Facebook's app id and Google's client id may also come
 * from the site configuration (socialAppId, googleClientId). Without its secret, Facebook could not
 * tell its own app's tokens from another app's, which would sign their person in here.
 */
export function createSocialProviders(env: SocialEnv, siteConfig: SiteConfig, secret: () => Promise<string>) {
  const timeoutMs = env.timeoutMs;
  const facebookAppId = env.facebookAppId ?? (siteConfig.socialAppId || undefined);
  const googleClientId = env.googleClientId ?? (siteConfig.googleClientId || undefined);
  const vk = env.vkAppId && env.vkAppSecret
    ? createVkProvider({ appId: env.vkAppId, appSecret: env.vkAppSecret, oauthUrl: env.vkOauthUrl, apiUrl: env.vkApiUrl, redirectUri: env.vkRedirectUri, timeoutMs, secret })
    : undefined;
  const aitu = env.aituClientId && env.aituClientSecret
    ? createAituProvider({ clientId: env.aituClientId, clientSecret: env.aituClientSecret, passportUrl: env.aituPassportUrl, redirectUri: env.aituRedirectUri, timeoutMs })
    : undefined;
  const verifiers: Partial<Record<ProviderName, TokenVerifier>> = {
    facebook: facebookAppId && env.facebookAppSecret
      ? createFacebookProvider({ graphUrl: env.facebookGraphUrl, appId: facebookAppId, appSecret: env.facebookAppSecret, timeoutMs })
      : undefined,
    google: googleClientId ? createGoogleProvider({ tokeninfoUrl: env.googleTokeninfoUrl, clientId: googleClientId, timeoutMs }) : undefined,
    vkontakte: vk,
    aitu,
  };
  return { verifiers, vk, aitu };
}
