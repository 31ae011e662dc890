import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { useSiteConfig } from '../config/siteConfig';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Spinner } from '../components/Spinner';
import { FallbackPage } from '../features/pages/FallbackPage';
// A visitor's first screens come with the shell: a lazy chunk would cost them one more round trip before
// the first render on a phone's network (Lighthouse's LCP on /, /login, /register and a public card).
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { socialReturnParams } from '../features/auth/providers';
import { PublicCardPage } from '../features/polls/pages/PublicCardPage';
import { useSessionStore } from '../stores/sessionStore';
import { APP_ROUTE_TABLE, type AppRoutePath } from './appRouteTable';
import { MemberLayout, preloadMemberLayout } from './layout/MemberLayout';
import { PublicLayout } from './layout/PublicLayout';
import { callbackDecision, socialAuthDecision, staticRedirect } from './guards/accessRules';
import { AppGuard } from './guards/AppGuard';
import { Decision } from './guards/Decision';
import { GuestSessionGate } from './guards/GuestSessionGate';
import { MemberGuard } from './guards/MemberGuard';
import { RootGuard } from './guards/RootGuard';
import { lazyComponent } from './lazyComponent';
import { matchesPattern } from './pathPattern';

/** Every other screen is its own chunk (design.md section 8: the first load carries only the shell). */
const ActivatePage = lazyComponent(() => import('../features/auth/ActivatePage'), 'ActivatePage');
const CallbackPage = lazyComponent(() => import('../features/auth/CallbackPage'), 'CallbackPage');
const PassChangePage = lazyComponent(() => import('../features/auth/PassChangePage'), 'PassChangePage');
const PassForgotPage = lazyComponent(() => import('../features/auth/PassForgotPage'), 'PassForgotPage');
const RegisterSuccessPage = lazyComponent(() => import('../features/auth/RegisterSuccessPage'), 'RegisterSuccessPage');
const SocialAuthPage = lazyComponent(() => import('../features/auth/SocialAuthPage'), 'SocialAuthPage');
const AboutUsPage = lazyComponent(() => import('../features/pages/AboutUsPage'), 'AboutUsPage');
const ContactPage = lazyComponent(() => import('../features/pages/ContactPage'), 'ContactPage');
const DisclaimerPage = lazyComponent(() => import('../features/pages/DisclaimerPage'), 'DisclaimerPage');
const FaqPage = lazyComponent(() => import('../features/pages/FaqPage'), 'FaqPage');
const HowPage = lazyComponent(() => import('../features/pages/HowPage'), 'HowPage');
const LandingPage = lazyComponent(() => import('../features/pages/LandingPage'), 'LandingPage');
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
const LiveSurveyEmbedPage = lazyComponent(() => import('../features/polls/pages/LiveSurveyEmbedPage'), 'LiveSurveyEmbedPage');
const StatsPage = lazyComponent(() => import('../features/polls/pages/StatsPage'), 'StatsPage');
const ThankYouPage = lazyComponent(() => import('../features/polls/pages/ThankYouPage'), 'ThankYouPage');
const Top10Page = lazyComponent(() => import('../features/polls/pages/Top10Page'), 'Top10Page');
const ProposePage = lazyComponent(() => import('../features/propose/ProposePage'), 'ProposePage');
const AboutYouPage = lazyComponent(() => import('../features/surveys/pages/AboutYouPage'), 'AboutYouPage');
const SurveyRunnerPage = lazyComponent(() => import('../features/surveys/pages/SurveyRunnerPage'), 'SurveyRunnerPage');
const SurveysPage = lazyComponent(() => import('../features/surveys/pages/SurveysPage'), 'SurveysPage');

/**
 * The ONE route table (spec 2.1 and 2.2, design.md section 6). /app paths match exactly; their list and access
 * rules are appRouteTable.ts (the guard reads them there), and each entry gets its screen here.
 */
const APP_SCREEN_OF: { readonly [P in AppRoutePath]: { screen: ComponentType; name: string } } = {
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
export const APP_SCREENS: ReadonlyArray<{ path: string; screen: ComponentType; name: string }> = [
  { path: '/app', ...APP_SCREEN_OF['/app/'] },
  ...APP_ROUTE_TABLE.map(({ path }) => ({ path, ...APP_SCREEN_OF[path] })),
];

const PUBLIC_SCREENS: ReadonlyArray<{ path: string; screen: ComponentType; name: string }> = [
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

function Screen({ name, children }: { name: string; children: ReactNode }) {
  return <ErrorBoundary name={name}><Suspense fallback={<Spinner />}>{children}</Suspense></ErrorBoundary>;
}

/** The /app area: one guard and one layout around the exact-match screens. */
function AppArea() {
  return (
    <AppGuard>
      <Switch>
        {APP_SCREENS.map(({ path, screen: S, name }) => (
          <Route key={path} path={path}>
            <Screen name={name}><S /></Screen>
          </Route>
        ))}
        <Route><FallbackPage /></Route>
      </Switch>
    </AppGuard>
  );
}

/** The member's layout for signed-in members, the public one for everybody else. */
function AreaLayout({ children }: { children: ReactNode }) {
  const member = useSessionStore((state) => state.session !== null && !state.session.isGuest);
  return member ? <MemberLayout>{children}</MemberLayout> : <PublicLayout>{children}</PublicLayout>;
}

function SocialAuthRoute() {
  const search = useSearch();
  return <Decision decision={socialAuthDecision(socialReturnParams(search, window.location.hash).toString())}><Screen name="SocialAuthPage"><SocialAuthPage /></Screen></Decision>;
}

function CallbackRoute() {
  const search = useSearch();
  const { vkAppEnabled } = useSiteConfig();
  return <Decision decision={callbackDecision(search, vkAppEnabled)}><Screen name="CallbackPage"><CallbackPage /></Screen></Decision>;
}

function ShareCardRedirect() {
  const [path] = useLocation();
  return <Redirect to={staticRedirect(path) ?? '/'} replace />;
}

/** Any other path: the redirects of 2.1 (`//`), else the fallback page. */
function OtherPath() {
  const [path] = useLocation();
  const to = staticRedirect(path);
  return to ? <Redirect to={to} replace /> : <AreaLayout><FallbackPage /></AreaLayout>;
}

function PublicCardRoute() {
  const { id } = useParams<{ id: string }>();
  // No gate: the card shows at once; the visitor becomes a guest when they answer (PublicCardPage).
  return <Screen name={`PublicCardPage ${id}`}><PublicCardPage /></Screen>;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/index.html"><Redirect to="/" replace /></Route>
      <Route path="/rest/shareCard/:cardId"><ShareCardRedirect /></Route>
      <Route path="/app/*?"><AppArea /></Route>
      <Route path="/">
        <RootGuard><AreaLayout><Screen name="LandingPage"><LandingPage /></Screen></AreaLayout></RootGuard>
      </Route>
      {PUBLIC_SCREENS.map(({ path, screen: S, name }) => (
        <Route key={path} path={path}>
          <AreaLayout><Screen name={name}><S /></Screen></AreaLayout>
        </Route>
      ))}
      <Route path="/socialAuth"><PublicLayout><SocialAuthRoute /></PublicLayout></Route>
      <Route path="/callback"><PublicLayout><CallbackRoute /></PublicLayout></Route>
      <Route path="/publicCardPage/:id"><PublicLayout><PublicCardRoute /></PublicLayout></Route>
      <Route path="/live-survey-embed/:id">
        <GuestSessionGate><main><Screen name="LiveSurveyEmbedPage"><LiveSurveyEmbedPage /></Screen></main></GuestSessionGate>
      </Route>
      <Route path="/polls/:questId">
        <MemberGuard><MemberLayout><Screen name="SurveyRunnerPage"><SurveyRunnerPage /></Screen></MemberLayout></MemberGuard>
      </Route>
      <Route><OtherPath /></Route>
    </Switch>
  );
}

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
