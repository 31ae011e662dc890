/** A chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The script files a first load of a path fetches before its screen shows: the entry and what it
 * imports statically, and each of the path's screens (fetched during boot, src/app/screens.ts) with
 * what they import statically. Files loaded later on demand (toasts, the worker's helper) are not in it.
 */
export function firstLoadFiles(manifest: Manifest, screens: readonly string[]): string[] {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  if (entries.length !== 1) throw new Error(`expected one entry in the build manifest, found ${entries.length}`);
  for (const screen of screens) if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build`);
  const files = new Set<string>();
  const pending = [...entries, ...screens];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest names ${key} but has no such chunk`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return [...files].sort();
}

export interface BudgetLine {
  path: string;
  kilobytes: number;
  budget: number;
  files: number;
}

/** The lines over budget, for the report. */
export const overBudget = (lines: readonly BudgetLine[]): BudgetLine[] => lines.filter((line) => line.kilobytes > line.budget);
