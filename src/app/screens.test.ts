import { describe, expect, it } from 'vitest';
import { APP_ROUTE_TABLE } from '../session/appRouteTable';
import { APP_ROUTES, matchAppRoute, type AccessSwitches } from '../session/accessRules';
import { matchesPattern } from './pathPattern';
import { APP_SCREENS } from './screens';

/** A concrete address for a pattern (`/app/stats/:cid` → `/app/stats/7`). */
const sample = (pattern: string): string => pattern.replace(/:[^/]+/g, '7');
const switches: ReadonlyArray<keyof AccessSwitches> = ['blockingProfile', 'proposeQuestionEnabled', 'aboutYouEnabled', 'restrictAccess', 'vkAppEnabled'];

describe('the /app route table', () => {
  it('gives every route the router shows an access rule the guard decides with', () => {
    for (const { path } of APP_SCREENS) {
      const route = matchAppRoute(path);
      expect(route, `${path} has no entry in appRouteTable.ts`).not.toBeNull();
      expect(route?.path).toBe(path === '/app' ? '/app/' : path);
    }
  });

  it('has the guard and the router on the same paths', () => {
    const routerPaths = APP_SCREENS.map(({ path }) => path).filter((path) => path !== '/app');
    expect([...routerPaths].sort()).toEqual([...APP_ROUTES].sort());
    expect(new Set(APP_ROUTES).size).toBe(APP_ROUTES.length);
  });

  it('gives each address the same route in the guard as in the router', () => {
    for (const { path } of APP_ROUTE_TABLE) {
      const address = sample(path);
      expect(matchAppRoute(address)?.path).toBe(path);
      const routerMatches = APP_SCREENS.filter((screen) => matchesPattern(screen.path, address)).map((screen) => screen.path);
      expect(routerMatches, address).toEqual(path === '/app/' ? ['/app', '/app/'] : [path]);
    }
  });

  it('states for every route whether an incomplete profile may open it, and only known switches', () => {
    for (const { path, access } of APP_ROUTE_TABLE) {
      expect(['open', 'blocked'], path).toContain(access.incompleteProfile);
      if ('needsSwitch' in access && access.needsSwitch !== undefined) expect(switches, path).toContain(access.needsSwitch);
    }
  });
});
