import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
// Loaded by vite.config.ts, where the @contract alias is not yet set up.
// eslint-disable-next-line no-restricted-imports -- no alias here
import { routes, type RouteDef } from '../contract/schemas/routes';

/** Where the browser's copy of the contract's paths lives (generated, committed). */
export const ROUTE_PATHS_FILE = join(import.meta.dirname, '..', 'contract', 'rules', 'route-paths.ts');

/** What the browser needs of each call: method, path and body kind, without the schemas (and typebox). */
export function routePathsSource(table: Record<string, RouteDef> = routes): string {
  const lines = Object.entries(table).map(([name, route]) => {
    const textBody = route.textBody ? ', textBody: true' : '';
    return `  ${name}: { method: '${route.method}', url: '${route.url}'${textBody} },`;
  });
  return [
    '// Generated from contract/schemas/routes.ts by scripts/route-paths.ts on every build: do not edit.',
    "import type { RouteName } from '../schemas/routes';",
    '',
    "export interface RoutePath { method: 'GET' | 'POST'; url: string; textBody?: boolean }",
    '',
    'export const routePaths: Record<RouteName, RoutePath> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/** Rewrites contract/rules/route-paths.ts when the contract changed; answers whether it did. */
export function writeRoutePaths(file = ROUTE_PATHS_FILE): boolean {
  const source = routePathsSource();
  if (existsSync(file) && readFileSync(file, 'utf8') === source) return false;
  writeFileSync(file, source);
  return true;
}

/** Vite plugin: the browser's route paths follow the contract in every build and dev start. */
export function routePathsPlugin(): Plugin {
  return {
    name: 'panelist-route-paths',
    buildStart() {
      if (writeRoutePaths()) this.warn('contract/rules/route-paths.ts was regenerated from the contract: commit it.');
    },
  };
}

// `npx tsx scripts/route-paths.ts` regenerates the file by hand.
if (process.argv[1] === import.meta.filename) console.log(writeRoutePaths() ? 'contract/rules/route-paths.ts regenerated' : 'contract/rules/route-paths.ts is up to date');
