import { resolve } from 'node:path';

/** Process settings from the environment (README "Configuration" lists each). */
export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteConfigPath: string | undefined;
  /** Origin used in links sent by e-mail and SMS. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsUrl: string | undefined;
  smsToken: string | undefined;
  logLevel: string;
  tokenTtlDays: number;
  trustProxy: boolean;
  /** Turns off per-address rate limits (benchmarks; or when a gateway in front limits instead). */
  rateLimitDisabled: boolean;
  /** Rate-limit counters in this Redis (shared by every instance) rather than in memory. */
  redisUrl: string | undefined;
  /** Past this many API requests in progress, a new one is answered 503 at once (admission control). */
  maxInFlight: number;
  distDir: string;
  /** FCM: a service account's JSON, or a path to it. */
  firebaseServiceAccount: string | undefined;
  /** FCM through application default credentials (a key file path). */
  googleApplicationCredentials: string | undefined;
  /** The app's Firebase web configuration (JSON), served in the site configuration. */
  firebaseWebConfig: string | undefined;
  /** Social and phone sign-in providers (a provider is on when its id is set). */
  social: SocialEnv;
}

/** Each provider's credentials and base URLs (tests point the URLs at a local fake provider). */
export interface SocialEnv {
  facebookAppId: string | undefined;
  /** With it, a Facebook token must have been issued to this app (Graph debug_token). */
  facebookAppSecret: string | undefined;
  facebookGraphUrl: string;
  googleClientId: string | undefined;
  googleTokeninfoUrl: string;
  vkAppId: string | undefined;
  vkAppSecret: string | undefined;
  vkOauthUrl: string;
  vkApiUrl: string;
  vkRedirectUri: string;
  aituClientId: string | undefined;
  aituClientSecret: string | undefined;
  aituPassportUrl: string;
  aituRedirectUri: string;
  /** How long one call to a provider may take. */
  timeoutMs: number;
}

/** About a second of work at this machine's rate for the slower calls: queueing past it only adds delay. */
export const DEFAULT_MAX_IN_FLIGHT = 512;

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

const baseUrl = (value: string | undefined, fallback: string) => (value || fallback).replace(/\/+$/, '');

function readSocialEnv(source: NodeJS.ProcessEnv, publicUrl: string): SocialEnv {
  return {
    facebookAppId: source.FACEBOOK_APP_ID || undefined,
    facebookAppSecret: source.FACEBOOK_APP_SECRET || undefined,
    facebookGraphUrl: baseUrl(source.FACEBOOK_GRAPH_URL, 'https://graph.facebook.com'),
    googleClientId: source.GOOGLE_CLIENT_ID || undefined,
    googleTokeninfoUrl: baseUrl(source.GOOGLE_TOKENINFO_URL, 'https://oauth2.googleapis.com/tokeninfo'),
    vkAppId: source.VK_APP_ID || undefined,
    vkAppSecret: source.VK_APP_SECRET || undefined,
    vkOauthUrl: baseUrl(source.VK_OAUTH_URL, 'https://oauth.vk.com'),
    vkApiUrl: baseUrl(source.VK_API_URL, 'https://api.vk.com'),
    vkRedirectUri: source.VK_REDIRECT_URI || `${publicUrl}/callback`,
    aituClientId: source.AITU_CLIENT_ID || undefined,
    aituClientSecret: source.AITU_CLIENT_SECRET || undefined,
    aituPassportUrl: baseUrl(source.AITU_PASSPORT_URL, 'https://passport.aitu.io'),
    aituRedirectUri: source.AITU_REDIRECT_URI || `${publicUrl}/socialAuth`,
    timeoutMs: integer('PROVIDER_TIMEOUT_MS', source.PROVIDER_TIMEOUT_MS, 5000),
  };
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = integer('PORT', source.PORT, 8080);
  const publicUrl = (source.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: source.HOST ?? '0.0.0.0',
    dataDir: resolve(source.DATA_DIR ?? './data'),
    databaseUrl: source.DATABASE_URL || undefined,
    siteConfigPath: source.SITE_CONFIG || undefined,
    publicUrl,
    smtpUrl: source.SMTP_URL || undefined,
    mailFrom: source.MAIL_FROM ?? 'Panelist <no-reply@panelist.local>',
    smsUrl: source.SMS_URL || undefined,
    smsToken: source.SMS_TOKEN || undefined,
    logLevel: source.LOG_LEVEL ?? 'info',
    tokenTtlDays: integer('TOKEN_TTL_DAYS', source.TOKEN_TTL_DAYS, 30),
    trustProxy: source.TRUST_PROXY === 'true',
    rateLimitDisabled: source.RATE_LIMIT_DISABLED === 'true',
    redisUrl: source.REDIS_URL || undefined,
    maxInFlight: integer('MAX_IN_FLIGHT', source.MAX_IN_FLIGHT, DEFAULT_MAX_IN_FLIGHT),
    distDir: resolve(source.DIST_DIR ?? './dist'),
    firebaseServiceAccount: source.FIREBASE_SERVICE_ACCOUNT || undefined,
    googleApplicationCredentials: source.GOOGLE_APPLICATION_CREDENTIALS || undefined,
    firebaseWebConfig: source.FIREBASE_WEB_CONFIG || undefined,
    social: readSocialEnv(source, publicUrl),
  };
}
