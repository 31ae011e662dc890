import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, overBudget, type BudgetLine, type Manifest } from './js-budget/firstLoad';
import { frameworkIn, frameworkProblems } from './js-budget/framework';

/**
 * The first load's JavaScript budget, checked from the build output (`npm test` runs it after the build): the
 * JavaScript a first load of /, /login and /register fetches stays within 120 KB gzipped, of /app/
 * within 170 KB; and the build renders with React's production react-dom, not Preact.
 * The screens are the ones the boot fetches for the path (src/app/screens.ts, preloadScreensFor);
 * tests/e2e/js-budget.spec.ts measures the same in the browser.
 */
const BUDGETS: ReadonlyArray<{ path: string; budget: number; screens: string[] }> = [
  // The login and registration screens are chunks of their own, preloaded by the server for their
  // paths. A visitor's / is redirected to /login by the server; a member's (or one served by the
  // worker) fetches the landing page's chunk, and the login's, which / shows a visitor offline.
  { path: '/', budget: 120, screens: ['src/features/pages/LandingPage.tsx', 'src/features/auth/LoginPage.tsx'] },
  { path: '/login', budget: 120, screens: ['src/features/auth/LoginPage.tsx'] },
  { path: '/register', budget: 120, screens: ['src/features/auth/RegisterPage.tsx'] },
  // A visitor's public card (a shared link) is held to the visitors' budget; its screen is a chunk of its own, preloaded by the server.
  { path: '/publicCardPage/{id}', budget: 120, screens: ['src/features/polls/pages/PublicCardPage.tsx'] },
  { path: '/app/', budget: 170, screens: ['src/app/layout/AppLayout.tsx', 'src/features/polls/pages/FeedPage.tsx'] },
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
if (over.length > 0) console.error(`Over the first load's JavaScript budget: ${over.map((line) => line.path).join(', ')}`);

const scripts = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(distDir, 'assets', file), 'utf8'));
const problems = frameworkProblems(frameworkIn(scripts));
for (const problem of problems) console.error(`Framework: ${problem}`);
if (over.length > 0 || problems.length > 0) process.exit(1);
