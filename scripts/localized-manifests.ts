import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { MANIFEST_LANGUAGE, manifestAddress } from '../src/pwa/manifestLink';
import { shellManifestTexts, webManifestIn, type ManifestTexts } from '../src/pwa/webManifest';

/** A language's manifest words, as its translation file has them; none without that file. */
function manifestTexts(localesDir: string, language: string, namespace: string): Partial<ManifestTexts> | null {
  const path = join(localesDir, language, `${namespace}.json`);
  if (!existsSync(path)) return null;
  const catalogue = JSON.parse(readFileSync(path, 'utf8')) as { pwa?: { manifest?: Partial<ManifestTexts> } };
  return catalogue.pwa?.manifest ?? {};
}

/** Each translation's manifest, beside the shell's English one: file name and content. Words a translation lacks are English. */
export function localizedManifests(localesDir: string, namespace: string): { fileName: string; source: string }[] {
  return readdirSync(localesDir)
    .filter((language) => language !== MANIFEST_LANGUAGE)
    .flatMap((language) => {
      const texts = manifestTexts(localesDir, language, namespace);
      if (!texts) return [];
      return [{ fileName: manifestAddress(language).slice(1), source: JSON.stringify(webManifestIn(language, { ...shellManifestTexts, ...texts })) }];
    });
}

/** Emits a web app manifest for every shipped translation (the page links the one of its language). */
export function localizedManifestsPlugin(localesDir: string, namespace: string): Plugin {
  return {
    name: 'panelist-localized-manifests',
    apply: 'build',
    generateBundle() {
      for (const manifest of localizedManifests(localesDir, namespace)) this.emitFile({ type: 'asset', ...manifest });
    },
  };
}
