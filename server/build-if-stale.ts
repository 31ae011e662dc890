import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'sw', 'index.html', 'vite.config.ts', 'contract', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when dist/ is missing or older than any client source. */
export function distIsStale(root: string, distDir: string): boolean {
  const shell = join(distDir, 'index.html');
  if (!existsSync(shell)) return true;
  const built = statSync(shell).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

/** Runs `vite build` into distDir in the foreground when the build is stale; throws when it fails. */
export function buildIfStale(root: string, distDir: string, log: (message: string) => void): void {
  if (!distIsStale(root, distDir)) return;
  log('Building the app (dist/ is missing or older than the sources)...');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The app build failed; see the output above.');
}
