import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteConfig, mergeConfig, SiteConfigError, withFirebaseFromEnv, withProvidersFromEnv } from './site-config';

function configFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('site configuration', () => {
  it('has valid defaults with the product constants', () => {
    const config = loadSiteConfig();
    expect(config.languageAlreadySelectedCode).toBe(4);
    expect(config.historyPeriods).toEqual([7, 14, 30, 60, 90]);
    expect(config.maxChoices).toBe(8);
    expect(config.goBackDelayMs).toBe(5000);
  });

  it('merges an override file over the defaults, objects key by key', () => {
    const config = loadSiteConfig(configFile({ ticketsEnabled: false, loginErrorCodes: { userLocked: 9 } }));
    expect(config.ticketsEnabled).toBe(false);
    expect(config.loginErrorCodes).toMatchObject({ userLocked: 9, userNotActive: 1 });
  });

  it.each([
    [{ nonexistentKey: 1 }, 'field "nonexistentKey" is not a known setting'],
    [{ seasonalPromo: { bogus: 2 } }, 'field "seasonalPromo.bogus" is not a known setting'],
  ])('names an unknown setting as such: %j', (override, message) => {
    expect(() => loadSiteConfig(configFile(override))).toThrow(message);
  });

  it('replaces arrays rather than merging them', () => {
    expect(mergeConfig({ a: [1, 2] }, { a: [3] })).toEqual({ a: [3] });
  });

  it.each([
    [{ ticketsEnabled: 'yes' }, 'ticketsEnabled'],
    [{ loginErrorCodes: { wrongPassword: -1 } }, 'loginErrorCodes.wrongPassword'],
    [{ unknownSwitch: true }, 'unknownSwitch'],
    [{ phonePatterns: ['(unclosed'] }, 'phonePatterns'],
    [{ defaultLanguage: 'de' }, 'defaultLanguage'],
    [{ panelTimeZone: 'Asia/Nowhere' }, 'panelTimeZone'],
    [{ panelTimeZone: '+05:00' }, 'panelTimeZone'],
    [{ panelTimeZone: '' }, 'panelTimeZone'],
  ])('names the bad field of %j', (override, field) => {
    expect(() => loadSiteConfig(configFile(override))).toThrowError(new RegExp(`field "${field.replace('.', '\\.')}"`));
  });

  it('keeps the UTC month by default and takes an IANA time zone, refusing one it does not know by name', () => {
    expect(loadSiteConfig().panelTimeZone).toBe('UTC');
    expect(loadSiteConfig(configFile({ panelTimeZone: 'Asia/Almaty' })).panelTimeZone).toBe('Asia/Almaty');
    expect(() => loadSiteConfig(configFile({ panelTimeZone: 'Asia/Nowhere' })))
      .toThrow('field "panelTimeZone" is not a time zone this server knows: Asia/Nowhere (an IANA name such as Asia/Almaty, or UTC)');
  });

  it('explains a file that is not JSON', () => {
    expect(() => loadSiteConfig(configFile('{ nope'))).toThrow(SiteConfigError);
  });
});

describe('withFirebaseFromEnv', () => {
  const firebase = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: 'a', vapidKey: 'v' };

  it('leaves push off by default and takes the web configuration from the environment', () => {
    expect(loadSiteConfig().firebase).toBeNull();
    expect(withFirebaseFromEnv(loadSiteConfig(), JSON.stringify(firebase)).firebase).toEqual(firebase);
    expect(withFirebaseFromEnv(loadSiteConfig(), undefined).firebase).toBeNull();
  });

  it('refuses malformed JSON and a block with a missing or unknown field, naming it', () => {
    expect(() => withFirebaseFromEnv(loadSiteConfig(), '{nope')).toThrow(/FIREBASE_WEB_CONFIG must hold a JSON object/);
    expect(() => withFirebaseFromEnv(loadSiteConfig(), JSON.stringify({ ...firebase, vapidKey: undefined }))).toThrow(/firebase/);
    expect(() => withFirebaseFromEnv(loadSiteConfig(), JSON.stringify({ ...firebase, extra: 1 }))).toThrow(/firebase\.extra/);
  });

  describe('the providers\' buttons (withProvidersFromEnv)', () => {
    const none = { facebookAppId: undefined, facebookAppSecret: undefined, googleClientId: undefined, vkAppId: undefined, aituClientId: undefined };
    const fileWith = { ...loadSiteConfig(), socialAppId: 'file-fb-app' };

    it('shows Facebook\'s with its app secret, the environment\'s app id before the file\'s', () => {
      expect(withProvidersFromEnv(fileWith, { ...none, facebookAppSecret: 'secret' }).socialAppId).toBe('file-fb-app');
      expect(withProvidersFromEnv(fileWith, { ...none, facebookAppId: 'env-fb-app', facebookAppSecret: 'secret' }).socialAppId).toBe('env-fb-app');
    });

    it('hides Facebook\'s without its app secret, from the file or the environment', () => {
      expect(withProvidersFromEnv(fileWith, none).socialAppId).toBe('');
      expect(withProvidersFromEnv(fileWith, { ...none, facebookAppId: 'env-fb-app' }).socialAppId).toBe('');
    });
  });
});
