import type { AppRoutePath } from '../session/appRouteTable';
import { appScreenDecision, callbackDecision, isAppPath, type AccessSwitches } from '../session/accessRules';
import { matchesPattern } from './pathPattern';

/**
 * Each screen's title (an i18n key), which names the document; a screen whose title is data (a
 * card, a survey) has its generic name. Kept apart from the screen table, so that the first load
 * does not carry it: the title is set after the first paint.
 */
const APP_TITLES: { readonly [P in AppRoutePath]: string } = {
  '/app/': 'polls.feed.title',
  '/app/cardPage/:id': 'polls.card.title',
  '/app/top10': 'polls.top10.title',
  '/app/propose': 'propose.title',
  '/app/stats/:cid': 'polls.stats.title',
  '/app/aboutYou': 'surveys.aboutYou.title',
  '/app/faq': 'pages.faq.title',
  '/app/terms': 'pages.terms.title',
  '/app/how': 'pages.how.title',
  '/app/privacy': 'pages.privacy.title',
  '/app/aboutUs': 'pages.aboutUs.title',
  '/app/history': 'rewards.history.title',
  '/app/settings': 'settings.title',
  '/app/photo': 'profile.photo.title',
  '/app/profile': 'profile.title',
  '/app/spendpoints': 'rewards.spend.title',
  '/app/surveys': 'surveys.page.title',
  '/app/contact': 'pages.contact.title',
  '/app/prizes': 'pages.prizes.title',
  '/app/invite': 'rewards.invite.title',
  '/app/thankYou/:qid': 'surveys.runner.title',
};

const OTHER_TITLES: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/app', title: APP_TITLES['/app/'] },
  { path: '/login', title: 'auth.login.title' },
  { path: '/sign-in', title: 'auth.login.title' },
  { path: '/register', title: 'auth.register.title' },
  { path: '/sign-up', title: 'auth.register.title' },
  { path: '/registerSuccess', title: 'auth.registerSuccess.title' },
  { path: '/activate', title: 'auth.activate.title' },
  { path: '/passForgot', title: 'auth.forgot.title' },
  { path: '/passChange', title: 'auth.change.title' },
  { path: '/faq', title: 'pages.faq.title' },
  { path: '/terms', title: 'pages.terms.title' },
  { path: '/how', title: 'pages.how.title' },
  { path: '/privacy', title: 'pages.privacy.title' },
  { path: '/aboutUs', title: 'pages.aboutUs.title' },
  { path: '/contact', title: 'pages.contact.title' },
  { path: '/prizes', title: 'pages.prizes.title' },
  { path: '/disclaimer', title: 'pages.disclaimer.title' },
  { path: '/unsubscribe', title: 'pages.unsubscribe.title' },
  { path: '/restrict', title: 'routes.restrict.title' },
  { path: '/', title: 'layout.header.home' },
  { path: '/socialAuth', title: 'auth.social.title' },
  { path: '/callback', title: 'auth.social.title' },
  { path: '/publicCardPage/:id', title: 'polls.card.title' },
  { path: '/live-survey-embed/:id', title: 'polls.embed.title' },
  { path: '/polls/:questId', title: 'surveys.runner.title' },
];

const TITLES: ReadonlyArray<{ path: string; title: string }> = [
  ...Object.entries(APP_TITLES).map(([path, title]) => ({ path, title })),
  ...OTHER_TITLES,
];

export type TitleSwitches = Pick<AccessSwitches, 'proposeQuestionEnabled' | 'aboutYouEnabled' | 'vkAppEnabled'>;

const FALLBACK_TITLE = 'routes.fallback.title';

/**
 * Whether the site's switches turn the path's screen into the page-not-found screen, by the same
 * decisions the routes apply (a title must not name a screen the page does not show).
 */
function switchedOff(path: string, switches: TitleSwitches): boolean {
  if (isAppPath(path)) return appScreenDecision(path, switches).kind === 'fallback';
  // The query code only chooses between the screen and a redirect; the switch alone decides the fallback.
  if (matchesPattern('/callback', path)) return callbackDecision('', switches.vkAppEnabled).kind === 'fallback';
  return false;
}

/** The i18n key of the title of the screen a path opens; any other path shows the page-not-found screen. */
export function screenTitleKey(path: string, switches: TitleSwitches): string {
  if (switchedOff(path, switches)) return FALLBACK_TITLE;
  return TITLES.find(({ path: pattern }) => matchesPattern(pattern, path))?.title ?? FALLBACK_TITLE;
}

/** "Log in – Panelist": the screen first, so tabs and screen readers tell screens apart. */
export const documentTitle = (screen: string, brand: string): string => `${screen} – ${brand}`;
