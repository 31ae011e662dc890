import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kazakhstanDivisions, seedLanguages } from './reference-data';

const places = (language: string): Record<string, string> =>
  (JSON.parse(readFileSync(new URL(`../../public/specific/locales/${language}/panelist.json`, import.meta.url), 'utf8')) as { places: Record<string, string> }).places;

describe('the regions and cities', () => {
  it('each have a name in every language the panel ships, the app shows them by it', () => {
    const names = [...new Set(Object.entries(kazakhstanDivisions).flatMap(([county, cities]) => [county, ...cities]))];
    for (const { uiName } of seedLanguages) {
      const named = places(uiName);
      expect(names.filter((name) => !named[name]?.trim()), uiName).toEqual([]);
    }
  });
});
