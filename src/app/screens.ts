import type { ComponentType } from 'react';
import { APP_ROUTE_TABLE, type AppRoutePath } from '../session/appRouteTable';
import { preloadMemberLayout } from './layout/appLayoutChunk';
import { lazyComponent } from '../lib/lazyComponent';
import { matchesPattern } from './pathPattern';

/** Every screen is its own chunk (the first load carries only the shell). */
// The sign-in screens' chunks are named in the server's preload header for their paths, so they
// cost no round trip after the shell (Lighthouse's LCP on /login and /register), and a shared
// card's first load does not carry them.
export const LoginPage = lazyComponent(() => import('../features/auth/LoginPage'), 'LoginPage');
export const RegisterPage = lazyComponent(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ActivatePage = lazyComponent(() => import('../features/auth/ActivatePage'), 'ActivatePage');
export const CallbackPage = lazyComponent(() => import('../features/auth/CallbackPage'), 'CallbackPage');
const PassChangePage = lazyComponent(() => import('../features/auth/PassChangePage'), 'PassChangePage');
const PassForgotPage = lazyComponent(() => import('../features/auth/PassForgotPage'), 'PassForgotPage');
const RegisterSuccessPage = lazyComponent(() => import('../features/auth/RegisterSuccessPage'), 'RegisterSuccessPage');
export const SocialAuthPage = lazyComponent(() => import('../features/auth/SocialAuthPage'), 'SocialAuthPage');
const AboutUsPage = lazyComponent(() => import('../features/pages/AboutUsPage'), 'AboutUsPage');
const ContactPage = lazyComponent(() => import('../features/pages/ContactPage'), 'ContactPage');
const DisclaimerPage = lazyComponent(() => import('../features/pages/DisclaimerPage'), 'DisclaimerPage');
const FaqPage = lazyComponent(() => import('../features/pages/FaqPage'), 'FaqPage');
const HowPage = lazyComponent(() => import('../features/pages/HowPage'), 'HowPage');
// A shared card: its chunks are named in the server's preload header for its path, so /login and /register do not carry them.
export const PublicCardPage = lazyComponent(() => import('../features/polls/pages/PublicCardPage'), 'PublicCardPage');
// The home page is a signed-in member's only (the server sends a visitor's / to /login): its chunk is
// fetched by the boot for / alongside the configuration and texts, and kept out of every visitor's first load.
export const LandingPage = lazyComponent(() => import('../features/pages/LandingPage'), 'LandingPage');
const PrivacyPage = lazyComponent(() => import('../features/pages/PrivacyPage'), 'PrivacyPage');
const HistoryPage = lazyComponent(() => import('../features/rewards/pages/HistoryPage'), 'HistoryPage');
const InvitePage = lazyComponent(() => import('../features/rewards/pages/InvitePage'), 'InvitePage');
const PrizesPage = lazyComponent(() => import('../features/rewards/pages/PrizesPage'), 'PrizesPage');
const SpendPointsPage = lazyComponent(() => import('../features/rewards/pages/SpendPointsPage'), 'SpendPointsPage');
const RestrictPage = lazyComponent(() => import('../features/pages/RestrictPage'), 'RestrictPage');
const TermsPage = lazyComponent(() => import('../features/pages/TermsPage'), 'TermsPage');
const UnsubscribePage = lazyComponent(() => import('../features/pages/UnsubscribePage'), 'UnsubscribePage');
const CardPage = lazyComponent(() => import('../features/polls/pages/CardPage'), 'CardPage');
const FeedPage = lazyComponent(() => import('../features/polls/pages/FeedPage'), 'FeedPage');
export const LiveSurveyEmbedPage = lazyComponent(() => import('../features/polls/pages/LiveSurveyEmbedPage'), 'LiveSurveyEmbedPage');
const StatsPage = lazyComponent(() => import('../features/polls/pages/StatsPage'), 'StatsPage');
const ThankYouPage = lazyComponent(() => import('../features/polls/pages/ThankYouPage'), 'ThankYouPage');
const Top10Page = lazyComponent(() => import('../features/polls/pages/Top10Page'), 'Top10Page');
const ProposePage = lazyComponent(() => import('../features/propose/ProposePage'), 'ProposePage');
const AboutYouPage = lazyComponent(() => import('../features/surveys/pages/AboutYouPage'), 'AboutYouPage');
export const SurveyRunnerPage = lazyComponent(() => import('../features/surveys/pages/SurveyRunnerPage'), 'SurveyRunnerPage');
const SurveysPage = lazyComponent(() => import('../features/surveys/pages/SurveysPage'), 'SurveysPage');

/**
 * The ONE route table. /app paths match exactly; their list and access
 * rules are session/appRouteTable.ts (the guard reads them there), and each entry gets its screen here.
 * Rendered by routes.tsx, kept apart from its components so that they are swapped in place by Fast Refresh.
 */
interface ScreenEntry {
  screen: ComponentType;
  name: string;
}

const APP_SCREEN_OF: { readonly [P in AppRoutePath]: ScreenEntry } = {
  '/app/': { screen: FeedPage, name: 'FeedPage' },
  '/app/cardPage/:id': { screen: CardPage, name: 'CardPage' },
  '/app/top10': { screen: Top10Page, name: 'Top10Page' },
  '/app/propose': { screen: ProposePage, name: 'ProposePage' },
  '/app/stats/:cid': { screen: StatsPage, name: 'StatsPage' },
  '/app/aboutYou': { screen: AboutYouPage, name: 'AboutYouPage' },
  '/app/faq': { screen: FaqPage, name: 'FaqPage' },
  '/app/terms': { screen: TermsPage, name: 'TermsPage' },
  '/app/how': { screen: HowPage, name: 'HowPage' },
  '/app/privacy': { screen: PrivacyPage, name: 'PrivacyPage' },
  '/app/aboutUs': { screen: AboutUsPage, name: 'AboutUsPage' },
  '/app/history': { screen: HistoryPage, name: 'HistoryPage' },
  '/app/settings': { screen: lazyComponent(() => import('../features/settings/SettingsPage'), 'SettingsPage'), name: 'SettingsPage' },
  '/app/photo': { screen: lazyComponent(() => import('../features/profile/PhotoPage'), 'PhotoPage'), name: 'PhotoPage' },
  '/app/profile': { screen: lazyComponent(() => import('../features/profile/ProfilePage'), 'ProfilePage'), name: 'ProfilePage' },
  '/app/spendpoints': { screen: SpendPointsPage, name: 'SpendPointsPage' },
  '/app/surveys': { screen: SurveysPage, name: 'SurveysPage' },
  '/app/contact': { screen: ContactPage, name: 'ContactPage' },
  '/app/prizes': { screen: PrizesPage, name: 'PrizesPage' },
  '/app/invite': { screen: InvitePage, name: 'InvitePage' },
  '/app/thankYou/:qid': { screen: ThankYouPage, name: 'ThankYouPage' },
};

/** The router's /app screens: the table's entries, and `/app` itself for the feed. */
export const APP_SCREENS: ReadonlyArray<ScreenEntry & { path: string }> = [
  { path: '/app', ...APP_SCREEN_OF['/app/'] },
  ...APP_ROUTE_TABLE.map(({ path }) => ({ path, ...APP_SCREEN_OF[path] })),
];

export const PUBLIC_SCREENS: ReadonlyArray<ScreenEntry & { path: string }> = [
  { path: '/login', screen: LoginPage, name: 'LoginPage' },
  { path: '/sign-in', screen: LoginPage, name: 'LoginPage' },
  { path: '/register', screen: RegisterPage, name: 'RegisterPage' },
  { path: '/sign-up', screen: RegisterPage, name: 'RegisterPage' },
  { path: '/registerSuccess', screen: RegisterSuccessPage, name: 'RegisterSuccessPage' },
  { path: '/activate', screen: ActivatePage, name: 'ActivatePage' },
  { path: '/passForgot', screen: PassForgotPage, name: 'PassForgotPage' },
  { path: '/passChange', screen: PassChangePage, name: 'PassChangePage' },
  { path: '/faq', screen: FaqPage, name: 'FaqPage' },
  { path: '/terms', screen: TermsPage, name: 'TermsPage' },
  { path: '/how', screen: HowPage, name: 'HowPage' },
  { path: '/privacy', screen: PrivacyPage, name: 'PrivacyPage' },
  { path: '/aboutUs', screen: AboutUsPage, name: 'AboutUsPage' },
  { path: '/contact', screen: ContactPage, name: 'ContactPage' },
  { path: '/prizes', screen: PrizesPage, name: 'PrizesPage' },
  { path: '/disclaimer', screen: DisclaimerPage, name: 'DisclaimerPage' },
  { path: '/unsubscribe', screen: UnsubscribePage, name: 'UnsubscribePage' },
  { path: '/restrict', screen: RestrictPage, name: 'RestrictPage' },
];

/** Screens outside the two tables, by the path that opens them (`/` sends visitors on to /login). */
const OTHER_SCREENS: ReadonlyArray<{ path: string; screen: ComponentType }> = [
  { path: '/', screen: LandingPage },
  { path: '/', screen: LoginPage },
  { path: '/publicCardPage/:id', screen: PublicCardPage },
  { path: '/live-survey-embed/:id', screen: LiveSurveyEmbedPage },
];

/** Paths that always open in the member's frame (the /app area and the survey runner). */
const opensInMemberFrame = (path: string): boolean => path === '/app' || path.startsWith('/app/') || path.startsWith('/polls/');

/** Starts fetching the chunks of the screens a path opens while the boot loads configuration and texts. */
export function preloadScreensFor(path: string): void {
  if (opensInMemberFrame(path)) void preloadMemberLayout();
  for (const { path: pattern, screen } of [...APP_SCREENS, ...PUBLIC_SCREENS, ...OTHER_SCREENS]) {
    if (matchesPattern(pattern, path) && 'preload' in screen && typeof screen.preload === 'function') void screen.preload();
  }
}
