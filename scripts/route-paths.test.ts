import { describe, expect, it } from 'vitest';
import { routes } from '@contract/schemas/routes';
import { routePathsSource, ROUTE_PATHS_FILE } from './route-paths';
import { readFileSync } from 'node:fs';
import { routePaths } from '@contract/rules/route-paths';

describe('the browser copy of the contract paths', () => {
  it('has every call of the contract with its method, path and body kind, and nothing else', () => {
    const expected = Object.fromEntries(Object.entries(routes).map(([name, route]) => [
      name,
      { method: route.method, url: route.url, ...('textBody' in route && route.textBody ? { textBody: true } : {}) },
    ]));
    expect(routePaths).toEqual(expected);
  });

  it('is the file the generator writes (run `npx tsx scripts/route-paths.ts` after changing the contract)', () => {
    expect(readFileSync(ROUTE_PATHS_FILE, 'utf8')).toBe(routePathsSource());
  });
});
