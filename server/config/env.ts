import { resolve } from 'node:path';
import { Type, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { isTrustedProxiesValue, TRUSTED_PROXIES_EXPECTED, trustedProxiesOf } from './trusted-proxies';
import { APPLICATION_CREDENTIALS_EXPECTED, isApplicationCredentialsValue, isServiceAccountValue, SERVICE_ACCOUNT_EXPECTED } from './firebase-credentials';

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
  /** The proxies whose X-Forwarded-For gives the client's address (Fastify's trustProxy); false: none. */
  trustProxy: string[] | false;
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
  /** Facebook sign-in needs it: a Facebook token must have been issued to this app (Graph debug_token). */
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

/** A sign-in token's lifetime when TOKEN_TTL_DAYS is not set. */
export const DEFAULT_TOKEN_TTL_DAYS = 30;

/** A bad environment variable: the message names each one and what it expects (no stack trace needed). */
export class EnvError extends Error {}

const wholeNumber = (description: string, minimum: number, maximum?: number) =>
  Type.Optional(Type.Integer({ minimum, ...(maximum === undefined ? {} : { maximum }), description }));
const url = (schemes: string, description: string) => Type.Optional(Type.String({ pattern: `^(${schemes})://[^\\s/?#]+\\S*$`, description }));
const httpUrl = url('https?', 'must be an http:// or https:// URL');
const postgresUrl = url('postgres|postgresql', 'must be a PostgreSQL URL, e.g. postgres://user:pass@host:5432/panelist');
const flag = Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'must be true or false' }));
const text = Type.Optional(Type.String());
// Addresses are no secret: a refused list is shown back.
const trustedProxies = Type.Optional(Type.Refine(Type.String({ description: TRUSTED_PROXIES_EXPECTED, shownBack: true }), isTrustedProxiesValue, () => TRUSTED_PROXIES_EXPECTED));
// Checked at start-up: a key firebase-admin cannot use would otherwise stop the server at its first push. Never shown back (a private key).
const serviceAccount = Type.Optional(Type.Refine(Type.String({ description: SERVICE_ACCOUNT_EXPECTED }), isServiceAccountValue, () => SERVICE_ACCOUNT_EXPECTED));
const applicationCredentials = Type.Optional(Type.Refine(Type.String({ description: APPLICATION_CREDENTIALS_EXPECTED }), isApplicationCredentialsValue, () => APPLICATION_CREDENTIALS_EXPECTED));

/**
 * Every variable README "Configuration" documents, as its text. An empty value counts as unset (its
 * default); variables not listed are not ours and are ignored.
 */
export const EnvSchema = Type.Object({
  PORT: wholeNumber('must be a port number from 0 to 65535', 0, 65_535),
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: postgresUrl,
  SITE_CONFIG: text,
  PUBLIC_URL: httpUrl,
  SMTP_URL: url('smtps?', 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com'),
  MAIL_FROM: text,
  SMS_URL: httpUrl,
  SMS_TOKEN: text,
  FIREBASE_SERVICE_ACCOUNT: serviceAccount,
  FIREBASE_WEB_CONFIG: Type.Optional(Type.String({ pattern: '^\\s*\\{', description: 'must be a JSON object' })),
  GOOGLE_APPLICATION_CREDENTIALS: applicationCredentials,
  FACEBOOK_APP_ID: text,
  FACEBOOK_APP_SECRET: text,
  FACEBOOK_GRAPH_URL: httpUrl,
  GOOGLE_CLIENT_ID: text,
  GOOGLE_TOKENINFO_URL: httpUrl,
  VK_APP_ID: text,
  VK_APP_SECRET: text,
  VK_OAUTH_URL: httpUrl,
  VK_API_URL: httpUrl,
  VK_REDIRECT_URI: httpUrl,
  AITU_CLIENT_ID: text,
  AITU_CLIENT_SECRET: text,
  AITU_PASSPORT_URL: httpUrl,
  AITU_REDIRECT_URI: httpUrl,
  PROVIDER_TIMEOUT_MS: wholeNumber('must be a whole number of milliseconds, at least 1', 1),
  TOKEN_TTL_DAYS: wholeNumber('must be a whole number of days, at least 1', 1),
  TRUST_PROXY: trustedProxies,
  RATE_LIMIT_DISABLED: flag,
  REDIS_URL: url('rediss?', 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379'),
  MAX_IN_FLIGHT: wholeNumber('must be a whole number (0 turns admission control off)', 0),
  LOG_LEVEL: Type.Optional(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)), {
    description: 'must be one of fatal, error, warn, info, debug, trace, silent',
  })),
  DIST_DIR: text,
  TEST_DATABASE_URL: postgresUrl,
  CHROMIUM_PATH: text,
});
type EnvVariables = { [K in keyof typeof EnvSchema.properties]?: string };
type EnvValues = Omit<EnvVariables, 'PORT' | 'PROVIDER_TIMEOUT_MS' | 'TOKEN_TTL_DAYS' | 'MAX_IN_FLIGHT'> &
  { PORT?: number; PROVIDER_TIMEOUT_MS?: number; TOKEN_TTL_DAYS?: number; MAX_IN_FLIGHT?: number };

const isNumberKind = (schema: TSchema): boolean => (schema as { type?: unknown }).type === 'integer';
/** Numbers, choices and addresses are shown back in the message; text and URLs may hold secrets and are not. */
const isShownBack = (schema: TSchema): boolean => isNumberKind(schema) || 'anyOf' in schema || (schema as { shownBack?: boolean }).shownBack === true;

/**
 * Checks the documented variables against EnvSchema: their values, numbers as numbers; throws an
 * EnvError naming every bad variable and what it expects.
 */
export function checkEnv(source: NodeJS.ProcessEnv): EnvValues {
  const properties: Record<string, TSchema> = EnvSchema.properties;
  const values: Record<string, string | number> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const value = source[name];
    if (value === undefined || value === '') continue;
    values[name] = isNumberKind(schema) && /^[0-9]{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;
  }
  if (Value.Check(EnvSchema, values)) return values as EnvValues;
  const bad = [...new Set([...Value.Errors(EnvSchema, values)].map((error) => error.instancePath.split('/')[1] ?? ''))].filter((name) => name in properties);
  const lines = bad.map((name) => {
    const schema = properties[name] as TSchema;
    const expects = (schema as { description?: string }).description ?? 'is invalid';
    return `  ${name} ${expects}${isShownBack(schema) ? ` (got "${String(source[name])}")` : ''}`;
  });
  throw new EnvError(`Bad environment variable${lines.length > 1 ? 's' : ''} (README, Configuration):\n${lines.join('\n')}`);
}

const baseUrl = (value: string | undefined, fallback: string) => (value ?? fallback).replace(/\/+$/, '');

function readSocialEnv(v: EnvValues, publicUrl: string): SocialEnv {
  return {
    facebookAppId: v.FACEBOOK_APP_ID,
    facebookAppSecret: v.FACEBOOK_APP_SECRET,
    facebookGraphUrl: baseUrl(v.FACEBOOK_GRAPH_URL, 'https://graph.facebook.com'),
    googleClientId: v.GOOGLE_CLIENT_ID,
    googleTokeninfoUrl: baseUrl(v.GOOGLE_TOKENINFO_URL, 'https://oauth2.googleapis.com/tokeninfo'),
    vkAppId: v.VK_APP_ID,
    vkAppSecret: v.VK_APP_SECRET,
    vkOauthUrl: baseUrl(v.VK_OAUTH_URL, 'https://oauth.vk.com'),
    vkApiUrl: baseUrl(v.VK_API_URL, 'https://api.vk.com'),
    vkRedirectUri: v.VK_REDIRECT_URI ?? `${publicUrl}/callback`,
    aituClientId: v.AITU_CLIENT_ID,
    aituClientSecret: v.AITU_CLIENT_SECRET,
    aituPassportUrl: baseUrl(v.AITU_PASSPORT_URL, 'https://passport.aitu.io'),
    aituRedirectUri: v.AITU_REDIRECT_URI ?? `${publicUrl}/socialAuth`,
    timeoutMs: v.PROVIDER_TIMEOUT_MS ?? 5000,
  };
}

/** The process settings, checked first (`checkEnv`): a bad variable throws an EnvError naming it. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const v = checkEnv(source);
  const port = v.PORT ?? 8080;
  const publicUrl = (v.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: v.HOST ?? '0.0.0.0',
    dataDir: resolve(v.DATA_DIR ?? './data'),
    databaseUrl: v.DATABASE_URL,
    siteConfigPath: v.SITE_CONFIG,
    publicUrl,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? 'Panelist <no-reply@panelist.local>',
    smsUrl: v.SMS_URL,
    smsToken: v.SMS_TOKEN,
    logLevel: v.LOG_LEVEL ?? 'info',
    tokenTtlDays: v.TOKEN_TTL_DAYS ?? DEFAULT_TOKEN_TTL_DAYS,
    trustProxy: trustedProxiesOf(v.TRUST_PROXY),
    rateLimitDisabled: v.RATE_LIMIT_DISABLED === 'true',
    redisUrl: v.REDIS_URL,
    maxInFlight: v.MAX_IN_FLIGHT ?? DEFAULT_MAX_IN_FLIGHT,
    distDir: resolve(v.DIST_DIR ?? './dist'),
    firebaseServiceAccount: v.FIREBASE_SERVICE_ACCOUNT,
    googleApplicationCredentials: v.GOOGLE_APPLICATION_CREDENTIALS,
    firebaseWebConfig: v.FIREBASE_WEB_CONFIG,
    social: readSocialEnv(v, publicUrl),
  };
}
