import { describe, expect, it } from 'vitest';
import en from '../../public/specific/locales/en/panelist.json';
import kk from '../../public/specific/locales/kk/panelist.json';
import ru from '../../public/specific/locales/ru/panelist.json';

const LANGUAGES = ['en', 'ru', 'kk'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: unknown };

const catalogues: Record<(typeof LANGUAGES)[number], Tree> = { en, ru, kk };
const load = (language: (typeof LANGUAGES)[number]): Tree => catalogues[language];

/** Every leaf key path; plural forms (which differ by language) collapse onto their base key. */
function leafKeys(tree: Tree, prefix = ''): Map<string, unknown[]> {
  const keys = new Map<string, unknown[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, values] of leafKeys(value as Tree, path)) keys.set(leaf, [...(keys.get(leaf) ?? []), ...values]);
    } else {
      const base = path.replace(PLURAL_SUFFIX, '');
      keys.set(base, [...(keys.get(base) ?? []), value]);
    }
  }
  return keys;
}

/** A tickets-off variant may be null: its entry is left out where tickets are switched off. */
const isLeftOut = (key: string, value: unknown) => value === null && key.endsWith('_noTickets');
const isEmpty = (key: string, value: unknown) => !isLeftOut(key, value) && (typeof value !== 'string' || value.trim() === '');

describe('locale completeness', () => {
  const trees = Object.fromEntries(LANGUAGES.map((language) => [language, leafKeys(load(language))]));

  it('loads a non-empty catalogue for every language', () => {
    for (const language of LANGUAGES) expect(trees[language]?.size ?? 0).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES) {
    for (const other of LANGUAGES) {
      if (language === other) continue;
      it(`${other} has every key of ${language}`, () => {
        const missing = [...(trees[language]?.keys() ?? [])].filter((key) => !trees[other]?.has(key));
        expect(missing).toEqual([]);
      });
    }

    it(`${language} has no empty texts`, () => {
      const empty = [...(trees[language]?.entries() ?? [])].filter(([key, values]) => values.some((value) => isEmpty(key, value))).map(([key]) => key);
      expect(empty).toEqual([]);
    });
  }

  it('collapses plural forms onto their base key', () => {
    const keys = leafKeys({ a: { count_one: 'x', count_few: 'y', count_other: 'z' } });
    expect([...keys.keys()]).toEqual(['a.count']);
  });
});
