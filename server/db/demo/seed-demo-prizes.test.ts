import { describe, expect, it } from 'vitest';
import siteDefaults from '../../config/site-config.json';
import { demoPrizes } from './seed-demo-prizes';

describe('the demo prizes', () => {
  it('are named and described in every language the panel ships besides the default', () => {
    const others = siteDefaults.allowedLanguages.filter((language) => language !== siteDefaults.defaultLanguage);
    expect(others.length).toBeGreaterThan(0);
    for (const prize of demoPrizes) {
      for (const language of others) {
        const translated = (prize.translations as Record<string, { name: string; description: string } | undefined>)[language];
        expect(translated?.name.trim(), `${prize.name} in ${language}`).toBeTruthy();
        expect(translated?.description.trim(), `${prize.name} in ${language}`).toBeTruthy();
      }
    }
  });
});
