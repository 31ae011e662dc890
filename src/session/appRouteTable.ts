/**
 * The /app screens with their access rules: the one list the guard (accessRules.ts)
 * decides from and the router (routes.tsx) gives a screen to each entry of. Plain data, so the guard can use it
 * without pulling the screens' chunks into the shell. A trailing `:param` is one path segment.
 */
export interface AppRouteAccess {
  /** Whether a member whose profile is incomplete may open it while profile blocking is on. */
  incompleteProfile: 'open' | 'blocked';
  /** The site switch that must be on, else the /app fallback page shows. */
  needsSwitch?: 'proposeQuestionEnabled' | 'aboutYouEnabled';
}

const open: AppRouteAccess = { incompleteProfile: 'open' };
const blocked: AppRouteAccess = { incompleteProfile: 'blocked' };

export const APP_ROUTE_TABLE = [
  { path: '/app/', access: blocked },
  { path: '/app/cardPage/:id', access: blocked },
  { path: '/app/top10', access: blocked },
  { path: '/app/propose', access: { incompleteProfile: 'blocked', needsSwitch: 'proposeQuestionEnabled' } },
  { path: '/app/stats/:cid', access: blocked },
  { path: '/app/aboutYou', access: { incompleteProfile: 'open', needsSwitch: 'aboutYouEnabled' } },
  { path: '/app/faq', access: open },
  { path: '/app/terms', access: open },
  { path: '/app/how', access: open },
  { path: '/app/privacy', access: open },
  { path: '/app/aboutUs', access: open },
  { path: '/app/history', access: blocked },
  { path: '/app/settings', access: open },
  { path: '/app/photo', access: blocked },
  { path: '/app/profile', access: open },
  { path: '/app/spendpoints', access: open },
  { path: '/app/surveys', access: blocked },
  { path: '/app/contact', access: open },
  { path: '/app/prizes', access: open },
  { path: '/app/invite', access: blocked },
  { path: '/app/thankYou/:qid', access: blocked },
] as const satisfies ReadonlyArray<{ path: `/app/${string}`; access: AppRouteAccess }>;

export type AppRoutePath = (typeof APP_ROUTE_TABLE)[number]['path'];
