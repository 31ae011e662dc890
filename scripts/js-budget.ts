import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, overBudget, type BudgetLine, type Manifest } from './js-budget/firstLoad';

/**
 * design.md section 8, checked from the build output (`npm test` runs it after the build): the
 * JavaScript a first load of / and /login fetches stays within 100 KB gzipped, of /app/ within 150 KB.
 * The screens are the ones the boot fetches for the path (src/app/routes.tsx, preloadScreensFor);
 * tests/e2e/js-budget.spec.ts measures the same in the browser.
 */
const BUDGETS: ReadonlyArray<{ path: string; budget: number; screens: string[] }> = [
  // A visitor's / is redirected to /login by the server; without that (offline, from the worker) it also fetches the landing page.
  // The login, registration and public card screens are part of the shell (src/app/routes.tsx).
  { path: '/', budget: 100, screens: ['src/features/pages/LandingPage.tsx'] },
  { path: '/login', budget: 100, screens: [] },
  { path: '/app/', budget: 150, screens: ['src/app/layout/AppLayout.tsx', 'src/features/polls/pages/FeedPage.tsx'] },
];

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const gzippedKb = (file: string): number => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;

const lines: BudgetLine[] = BUDGETS.map(({ path, budget, screens }) => {
  const files = firstLoadFiles(manifest, screens);
  return { path, budget, files: files.length, kilobytes: files.reduce((sum, file) => sum + gzippedKb(file), 0) };
});
for (const line of lines) console.log(`JS on first load of ${line.path}: ${line.kilobytes.toFixed(1)} KB gzipped in ${line.files} files (budget ${line.budget} KB)`);
const over = overBudget(lines);
if (over.length > 0) {
  console.error(`Over the JavaScript budget of design.md section 8: ${over.map((line) => line.path).join(', ')}`);
  process.exit(1);
}
