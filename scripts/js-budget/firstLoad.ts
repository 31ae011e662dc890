import { entryKey, staticClosure, type Manifest } from '../../server/plugins/external/build-manifest';

export type { Manifest, ManifestChunk } from '../../server/plugins/external/build-manifest';

/**
 * The script files a first load of a path fetches before its screen shows: the entry and what it
 * imports statically, and each of the path's screens (fetched during boot, src/app/screens.ts) with
 * what they import statically. Files loaded later on demand (toasts, the worker's helper) are not in it.
 */
export function firstLoadFiles(manifest: Manifest, screens: readonly string[]): string[] {
  const entry = entryKey(manifest);
  for (const screen of screens) if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build`);
  const files = staticClosure(manifest, [entry, ...screens]).map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
  return [...new Set(files)].sort();
}

export interface BudgetLine {
  path: string;
  kilobytes: number;
  budget: number;
  files: number;
}

/** The lines over budget, for the report. */
export const overBudget = (lines: readonly BudgetLine[]): BudgetLine[] => lines.filter((line) => line.kilobytes > line.budget);
