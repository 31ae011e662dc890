import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { webManifest } from '../src/pwa/webManifest';
import { localizedManifests } from './localized-manifests';

const LOCALES = join(import.meta.dirname, '..', 'public', 'specific', 'locales');

type Manifest = typeof webManifest & { shortcuts: { name: string; url: string }[]; screenshots: { label: string }[] };
const parsed = (source: string) => JSON.parse(source) as Manifest;

describe('the translations\' manifests', () => {
  const made = localizedManifests(LOCALES, 'panelist');
  const byFile = new Map(made.map(({ fileName, source }) => [fileName, parsed(source)]));

  it('are made for every shipped language but English, whose manifest is the shell\'s own', () => {
    expect([...byFile.keys()].sort()).toEqual(['manifest.kk.webmanifest', 'manifest.ru.webmanifest']);
  });

  it('name the app, its screenshots and its shortcuts in their language, as the same app (id, start, scope, icons)', () => {
    const ru = byFile.get('manifest.ru.webmanifest')!;
    expect(ru).toMatchObject({ lang: 'ru', name: 'Panelist: опросы, анкеты и награды', short_name: 'Panelist' });
    expect(ru.shortcuts.map(({ name, url }) => [name, url])).toEqual([['Опросы', '/app/'], ['Анкеты', '/app/surveys']]);
    expect(ru.screenshots.map(({ label }) => label)).toEqual(['Лента опросов на компьютере', 'Лента опросов на телефоне']);
    const kk = byFile.get('manifest.kk.webmanifest')!;
    expect(kk).toMatchObject({ lang: 'kk', name: 'Panelist: сауалнамалар, сауалдар және сыйлықтар' });
    for (const manifest of [ru, kk]) {
      for (const field of ['id', 'start_url', 'scope', 'display', 'theme_color', 'background_color', 'icons'] as const) {
        expect(manifest[field]).toEqual(webManifest[field]);
      }
      expect(manifest.description).not.toBe(webManifest.description);
    }
  });

  describe('from a site\'s own translations', () => {
    let dir: string | undefined;
    afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

    it('take the English words a translation lacks, and skip a folder without the translation file', () => {
      dir = mkdtempSync(join(tmpdir(), 'panelist-locales-'));
      mkdirSync(join(dir, 'de'));
      writeFileSync(join(dir, 'de', 'panelist.json'), JSON.stringify({ pwa: { manifest: { name: 'Panelist: Umfragen' } } }));
      mkdirSync(join(dir, 'fr'));
      writeFileSync(join(dir, 'fr', 'other.json'), '{}');
      const [german, ...others] = localizedManifests(dir, 'panelist');
      expect(others).toEqual([]);
      expect(german!.fileName).toBe('manifest.de.webmanifest');
      expect(parsed(german!.source)).toMatchObject({ lang: 'de', name: 'Panelist: Umfragen', short_name: 'Panelist', description: webManifest.description });
    });
  });
});
