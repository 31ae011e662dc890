import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_TABLE } from '../session/appRouteTable';
import { APP_ROUTES, matchAppRoute, type AccessSwitches } from '../session/accessRules';
import { matchesPattern } from './pathPattern';
import { APP_SCREENS, PUBLIC_SCREENS } from './screens';
import { documentTitle, screenTitleKey } from './screenTitles';

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

describe('screen titles', () => {
  const ALL_ON = { proposeQuestionEnabled: true, aboutYouEnabled: true, vkAppEnabled: true };
  const locales = ['en', 'ru', 'kk'].map((language) => JSON.parse(readFileSync(`public/specific/locales/${language}/panelist.json`, 'utf8')) as Record<string, unknown>);
  const text = (locale: Record<string, unknown>, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);

  it('names each screen by its own title', () => {
    expect(screenTitleKey('/login', ALL_ON)).toBe('auth.login.title');
    expect(screenTitleKey('/sign-up', ALL_ON)).toBe('auth.register.title');
    expect(screenTitleKey('/app', ALL_ON)).toBe('polls.feed.title');
    expect(screenTitleKey('/app/', ALL_ON)).toBe('polls.feed.title');
    expect(screenTitleKey('/app/history', ALL_ON)).toBe('rewards.history.title');
    expect(screenTitleKey('/faq', ALL_ON)).toBe('pages.faq.title');
    expect(screenTitleKey('/', ALL_ON)).toBe('layout.header.home');
  });

  it('names a screen whose title is data (a card, a survey) by what it is', () => {
    expect(screenTitleKey('/app/cardPage/7', ALL_ON)).toBe('polls.card.title');
    expect(screenTitleKey('/publicCardPage/7', ALL_ON)).toBe('polls.card.title');
    expect(screenTitleKey('/polls/12', ALL_ON)).toBe('surveys.runner.title');
    expect(screenTitleKey('/app/stats/7', ALL_ON)).toBe('polls.stats.title');
  });

  it('names a screen its switch turns off after the page-not-found screen it shows', () => {
    expect(screenTitleKey('/app/propose', { ...ALL_ON, proposeQuestionEnabled: false })).toBe('routes.fallback.title');
    expect(screenTitleKey('/app/aboutYou', { ...ALL_ON, aboutYouEnabled: false })).toBe('routes.fallback.title');
    expect(screenTitleKey('/callback', { ...ALL_ON, vkAppEnabled: false })).toBe('routes.fallback.title');
    // Each switch turns off its own screen only.
    expect(screenTitleKey('/app/propose', { ...ALL_ON, aboutYouEnabled: false, vkAppEnabled: false })).toBe('propose.title');
    expect(screenTitleKey('/app/aboutYou', ALL_ON)).toBe('surveys.aboutYou.title');
    expect(screenTitleKey('/callback', ALL_ON)).toBe('auth.social.title');
    expect(screenTitleKey('/app/history', { proposeQuestionEnabled: false, aboutYouEnabled: false, vkAppEnabled: false })).toBe('rewards.history.title');
  });

  it('names any other path after the page-not-found screen', () => {
    expect(screenTitleKey('/nowhere', ALL_ON)).toBe('routes.fallback.title');
    expect(screenTitleKey('/app/nowhere', ALL_ON)).toBe('routes.fallback.title');
  });

  it('has a text in every language for every screen title', () => {
    const addresses = [...APP_SCREENS, ...PUBLIC_SCREENS].map(({ path }) => sample(path)).concat('/', '/socialAuth', '/callback', '/publicCardPage/7', '/live-survey-embed/7', '/polls/7', '/nowhere');
    for (const address of addresses) {
      for (const locale of locales) expect(typeof text(locale, screenTitleKey(address, ALL_ON)), address).toBe('string');
    }
  });

  it('puts the screen before the app\'s name', () => {
    expect(documentTitle('Log in', 'Panelist')).toBe('Log in – Panelist');
  });
});
