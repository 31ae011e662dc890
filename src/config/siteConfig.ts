import { create } from 'zustand';
import type { SiteConfig } from '@contract/schemas/site-config';
import { setCookieLifetimeDays } from '../lib/cookies';

export type { SiteConfig };

interface SiteConfigState {
  config: SiteConfig | null;
}

const siteConfigStore = create<SiteConfigState>(() => ({ config: null }));

/** Fetch /specific/config.json (served by our server; precached by the worker) and keep it for the app. */
export async function loadSiteConfig(fetchImpl: typeof fetch = fetch): Promise<SiteConfig> {
  const response = await fetchImpl('/specific/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Site configuration failed to load (${response.status})`);
  const config = (await response.json()) as SiteConfig;
  setSiteConfig(config);
  return config;
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
