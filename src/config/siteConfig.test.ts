import { afterEach, describe, expect, it, vi } from 'vitest';
import siteDefaults from '../../server/config/site-config.json';
import { cookieString } from '../lib/cookies';
import { CONFIG_ATTEMPTS, getSiteConfig, loadSiteConfig, setSiteConfig, type SiteConfig } from './siteConfig';

const DAY = 86_400_000;
const expiresInDays = (cookie: string) => (new Date(/expires=([^;]+)/.exec(cookie)?.[1] ?? '').getTime() - Date.now()) / DAY;

describe('the site configuration in the app', () => {
  afterEach(() => setSiteConfig(siteDefaults as unknown as SiteConfig));

  it('gives every cookie the configured cookieLifetimeDays (10 years by default)', () => {
    setSiteConfig(siteDefaults as unknown as SiteConfig);
    expect(expiresInDays(cookieString('language', 'en'))).toBeCloseTo(3650, 0);
    setSiteConfig({ ...siteDefaults, cookieLifetimeDays: 30 } as unknown as SiteConfig);
    expect(expiresInDays(cookieString('language', 'en'))).toBeCloseTo(30, 0);
    expect(expiresInDays(cookieString('globals_en', '{}', { crossSite: true }, true))).toBeCloseTo(30, 0);
  });
});

describe('loadSiteConfig', () => {
  const config = { ...siteDefaults, cookieLifetimeDays: 7 } as unknown as SiteConfig;
  const ok = () => new Response(JSON.stringify(config), { status: 200 });
  const busy = () => new Response('{}', { status: 503, headers: { 'retry-after': '2' } });
  const offline = () => Promise.reject(new TypeError('Failed to fetch'));

  it('tries again after a lost connection and a busy server (waiting its Retry-After), then keeps the configuration', async () => {
    const fetchImpl = vi.fn().mockImplementationOnce(offline).mockResolvedValueOnce(busy()).mockResolvedValueOnce(ok());
    const waits: number[] = [];
    await expect(loadSiteConfig(fetchImpl, async (ms) => void waits.push(ms))).resolves.toMatchObject({ cookieLifetimeDays: 7 });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(waits[0]).toBeGreaterThanOrEqual(1_000);
    expect(waits[1]).toBe(2_000);
    expect(getSiteConfig().cookieLifetimeDays).toBe(7);
  });

  it('gives up after its attempts, and at once on an answer a retry cannot change', async () => {
    const always = vi.fn().mockImplementation(offline);
    await expect(loadSiteConfig(always, async () => undefined)).rejects.toThrow('could not be reached');
    expect(always).toHaveBeenCalledTimes(CONFIG_ATTEMPTS);
    const missing = vi.fn().mockResolvedValue(new Response('', { status: 404 }));
    await expect(loadSiteConfig(missing, async () => undefined)).rejects.toThrow('(404)');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
