import { create } from 'zustand';
import type { SiteConfig } from '@contract/schemas/site-config';
import { setCookieLifetimeDays } from '../lib/cookies';
import { backoffDelay } from '../lib/backoff';
import { isRetryableStatus } from '../api/retryableStatus';
import { retryAfterMs } from '../api/client';

export type { SiteConfig };

interface SiteConfigState {
  config: SiteConfig | null;
}

const siteConfigStore = create<SiteConfigState>(() => ({ config: null }));

/** Attempts at the configuration before the app says it cannot start: about half a minute of a flaky network. */
export const CONFIG_ATTEMPTS = 5;
/** One attempt's limit: a request that stalls is given up on and made again. */
const CONFIG_TIMEOUT_MS = 10_000;

/** A failed attempt; `retryAfterMs` when the server said how long to wait (429, 503). */
class ConfigUnavailable extends Error {
  constructor(message: string, readonly retryable: boolean, readonly retryAfterMs: number | null = null) {
    super(message);
  }
}

async function fetchSiteConfig(fetchImpl: typeof fetch): Promise<SiteConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/specific/config.json', { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
  } catch {
    throw new ConfigUnavailable('Site configuration could not be reached', true);
  }
  if (!response.ok) {
    throw new ConfigUnavailable(`Site configuration failed to load (${response.status})`, isRetryableStatus(response.status), retryAfterMs(response.headers.get('retry-after'), Date.now()));
  }
  return (await response.json()) as SiteConfig;
}

/**
 * Fetch /specific/config.json (served by our server; precached by the worker) and keep it for the
 * app. Everything waits for it, so a network failure, a stalled request or a busy server is tried
 * again (after the server's Retry-After, else 1, 2, 4, 8 s) before the start is given up.
 */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))): Promise<SiteConfig> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const config = await fetchSiteConfig(fetchImpl);
      setSiteConfig(config);
      return config;
    } catch (error) {
      if (attempt >= CONFIG_ATTEMPTS || !(error instanceof ConfigUnavailable) || !error.retryable) throw error;
      await wait(Math.min(error.retryAfterMs ?? backoffDelay(attempt, Math.random(), { first: 1_000 }), 10_000));
    }
  }
}

/** Set once at boot, before the first render (tests set it directly). */
export function setSiteConfig(config: SiteConfig): void {
  setCookieLifetimeDays(config.cookieLifetimeDays);
  siteConfigStore.setState({ config });
}

export function getSiteConfig(): SiteConfig {
  const { config } = siteConfigStore.getState();
  if (!config) throw new Error('Site configuration used before it was loaded');
  return config;
}

/** The site configuration; it is loaded before render, so it is always present in components. */
export const useSiteConfig = (): SiteConfig => {
  const config = siteConfigStore((state) => state.config);
  if (!config) throw new Error('Site configuration used before it was loaded');
  return config;
};
