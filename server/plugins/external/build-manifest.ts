import { publicCardIdSegment } from '@contract/rules/public-card-path';

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the server and the budget read it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest's key of the app's entry (index.html); a build has exactly one. */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  if (entries.length !== 1) throw new Error(`expected one entry in the build manifest, found ${entries.length}`);
  return entries[0]!;
}

/** The chunks of the given keys and every chunk they import statically (what loads with them), each once. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const chunks: ManifestChunk[] = [];
  const pending = [...keys];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest names ${key} but has no such chunk`);
    chunks.push(chunk);
    pending.push(...(chunk.imports ?? []));
  }
  return chunks;
}

/**
 * The lazily loaded screens (src/app/screens.ts) whose chunks the server names in a preload header
 * on their paths, by the manifest's key of each: a shared card and the two sign-in screens, the
 * pages a visitor lands on.
 */
export const PRELOADED_SCREENS = {
  publicCard: 'src/features/polls/pages/PublicCardPage.tsx',
  login: 'src/features/auth/LoginPage.tsx',
  register: 'src/features/auth/RegisterPage.tsx',
} as const;
export type PreloadedScreen = keyof typeof PRELOADED_SCREENS;

const SIGN_IN_SCREENS: Readonly<Record<string, PreloadedScreen>> = { '/login': 'login', '/sign-in': 'login', '/register': 'register', '/sign-up': 'register' };

/** The preloaded screen a page's path opens, if any. */
export function preloadedScreenFor(path: string): PreloadedScreen | null {
  if (publicCardIdSegment(path) !== null) return 'publicCard';
  return Object.hasOwn(SIGN_IN_SCREENS, path) ? SIGN_IN_SCREENS[path]! : null;
}

/**
 * What a lazily loaded screen fetches beyond the entry's page (index.html names the entry's own
 * imports): its scripts and their styles, as absolute URLs. Empty for a screen the build lacks.
 */
export function screenPreloads(manifest: Manifest, screen: string): { scripts: string[]; styles: string[] } {
  if (!manifest[screen]) return { scripts: [], styles: [] };
  const loaded = new Set(staticClosure(manifest, [entryKey(manifest)]).map((chunk) => chunk.file));
  const extra = staticClosure(manifest, [screen]).filter((chunk) => !loaded.has(chunk.file));
  return {
    scripts: extra.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(extra.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}
