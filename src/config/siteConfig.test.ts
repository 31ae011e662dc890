import { afterEach, describe, expect, it } from 'vitest';
import siteDefaults from '../../server/config/site-config.json';
import { cookieString } from '../lib/cookies';
import { setSiteConfig, type SiteConfig } from './siteConfig';

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
