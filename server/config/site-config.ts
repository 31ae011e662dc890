import { readFileSync } from 'node:fs';
import Value from 'typebox/value';
import { SiteConfigSchema, type SiteConfig } from '@contract/schemas/site-config';
import defaults from './site-config.json' with { type: 'json' };
import type { SocialEnv } from './env';
import { isTimeZone } from '../lib/month-rules';

export class SiteConfigError extends Error {}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key; arrays and scalars in the override replace the default. */
export function mergeConfig(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeConfig(current, value) : value;
  }
  return merged;
}

/** Checks a candidate configuration; the error names the first bad field as a JSON path. */
export function validateSiteConfig(candidate: unknown, source: string): SiteConfig {
  if (Value.Check(SiteConfigSchema, candidate)) {
    const config = candidate as SiteConfig;
    for (const pattern of config.phonePatterns) {
      try {
        new RegExp(pattern);
      } catch {
        throw new SiteConfigError(`Site configuration ${source}: field "phonePatterns" holds an invalid pattern: ${pattern}`);
      }
    }
    if (!isTimeZone(config.panelTimeZone)) {
      throw new SiteConfigError(`Site configuration ${source}: field "panelTimeZone" is not a time zone this server knows: ${config.panelTimeZone} (an IANA name such as Asia/Almaty, or UTC)`);
    }
    if (!config.allowedLanguages.includes(config.defaultLanguage)) {
      throw new SiteConfigError(`Site configuration ${source}: field "defaultLanguage" must be one of allowedLanguages`);
    }
    return config;
  }
  const [first] = Value.Errors(SiteConfigSchema, candidate);
  const extra = first?.keyword === 'additionalProperties' ? (first.params as { additionalProperties?: string[] }).additionalProperties : undefined;
  // TypeBox reports an unknown key first as the key itself failing `additionalProperties: false`.
  const unknownKey = first?.keyword === 'boolean' && first.schemaPath.endsWith('/additionalProperties');
  const field = extra?.length ? `${first?.instancePath ?? ''}/${extra[0]}` : first?.instancePath || '/';
  const reason = extra?.length || unknownKey ? 'is not a known setting' : (first?.message ?? 'is invalid');
  throw new SiteConfigError(`Site configuration ${source}: field "${field.replace(/^\//, '').replaceAll('/', '.')}" ${reason}`);
}

export function loadSiteConfig(overridePath?: string): SiteConfig {
  if (!overridePath) return validateSiteConfig(defaults, '(defaults)');
  let override: unknown;
  try {
    override = JSON.parse(readFileSync(overridePath, 'utf8'));
  } catch (error) {
    throw new SiteConfigError(`Site configuration ${overridePath} could not be read: ${(error as Error).message}`);
  }
  if (!isPlainObject(override)) throw new SiteConfigError(`Site configuration ${overridePath}: the file must hold a JSON object`);
  return validateSiteConfig(mergeConfig(defaults as Record<string, unknown>, override), overridePath);
}

/** FIREBASE_WEB_CONFIG (a JSON object) replaces the file's `firebase` block, validated the same way. */
export function withFirebaseFromEnv(config: SiteConfig, firebaseWebConfig: string | undefined): SiteConfig {
  if (!firebaseWebConfig) return config;
  let firebase: unknown;
  try {
    firebase = JSON.parse(firebaseWebConfig);
  } catch {
    throw new SiteConfigError('FIREBASE_WEB_CONFIG must hold a JSON object');
  }
  return validateSiteConfig({ ...config, firebase }, 'with FIREBASE_WEB_CONFIG');
}

/**
 * The providers' ids from the environment replace the file's (the app shows their buttons). Facebook's
 * button shows only with its app secret, without which the server refuses its tokens.
 */
export function withProvidersFromEnv(config: SiteConfig, social: Pick<SocialEnv, 'facebookAppId' | 'facebookAppSecret' | 'googleClientId' | 'vkAppId' | 'aituClientId'>): SiteConfig {
  return {
    ...config,
    socialAppId: social.facebookAppSecret ? social.facebookAppId ?? config.socialAppId : '',
    googleClientId: social.googleClientId ?? config.googleClientId,
    vkAppId: social.vkAppId ?? config.vkAppId,
    aituClientId: social.aituClientId ?? config.aituClientId,
  };
}
