import { parse } from 'regexparam';
import { Redirect, Route, Router, Switch, useLocation, useParams, useSearch } from 'wouter';
import { parseRecordId } from '@contract/rules/validation';
import { useSiteConfig } from '../config/siteConfig';
import { FallbackPage } from '../features/pages/FallbackPage';
import { socialReturnParams } from '../features/auth/providers';
import { useSpentProviderReturn } from '../features/auth/providerReturn';
import { AreaLayout } from './layout/AreaLayout';
import { MemberLayout } from './layout/MemberLayout';
import { PublicLayout } from './layout/PublicLayout';
import { callbackDecision, socialAuthDecision, staticRedirect } from '../session/accessRules';
import { AppGuard } from './guards/AppGuard';
import { Screen } from './Screen';
import { Decision } from './guards/Decision';
import { GuestSessionGate } from './guards/GuestSessionGate';
import { MemberGuard } from './guards/MemberGuard';
import { RootGuard } from './guards/RootGuard';
import { APP_SCREENS, CallbackPage, LandingPage, LiveSurveyEmbedPage, PUBLIC_SCREENS, PublicCardPage, SocialAuthPage, SurveyRunnerPage } from './screens';

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

function SocialAuthRoute() {
  const search = useSearch();
  const decision = socialAuthDecision(socialReturnParams(search, window.location.hash).toString());
  useSpentProviderReturn(decision.kind === 'redirect');
  return <Decision decision={decision}><Screen name="SocialAuthPage"><SocialAuthPage /></Screen></Decision>;
}

function CallbackRoute() {
  const search = useSearch();
  const { vkAppEnabled } = useSiteConfig();
  const decision = callbackDecision(search, vkAppEnabled);
  useSpentProviderReturn(decision.kind === 'redirect');
  return <Decision decision={decision}><Screen name="CallbackPage"><CallbackPage /></Screen></Decision>;
}

function ShareCardRedirect() {
  const [path] = useLocation();
  return <Redirect to={staticRedirect(path) ?? '/'} replace />;
}

/** Any other path: the redirects (`//`), else the fallback page. */
function OtherPath() {
  const [path] = useLocation();
  const to = staticRedirect(path);
  return to ? <Redirect to={to} replace /> : <AreaLayout><FallbackPage /></AreaLayout>;
}

function PublicCardRoute() {
  const { id } = useParams<{ id: string }>();
  // No gate: the card shows at once; the visitor becomes a guest when they answer or once the page has settled (PublicCardPage).
  return <Screen name={`PublicCardPage ${id}`}><PublicCardPage /></Screen>;
}

/**
 * The live survey makes a visitor a guest before its first call, but only for an id that can name a
 * survey: with any other the page says at once that the survey is not available, and no guest is made.
 */
function LiveSurveyEmbedRoute() {
  const { id } = useParams<{ id: string }>();
  const page = <main><Screen name="LiveSurveyEmbedPage"><LiveSurveyEmbedPage /></Screen></main>;
  return parseRecordId(id) === null ? page : <GuestSessionGate>{page}</GuestSessionGate>;
}

/**
 * Routes match in their exact case, as the guards and the page titles compare paths (wouter's own
 * parser ignores case): /LOGIN is another address, with the fallback page.
 */
function exactCase(route: string, loose?: boolean): { keys: string[]; pattern: RegExp } {
  const { keys, pattern } = parse(route, loose);
  return { keys: keys as string[], pattern: new RegExp(pattern.source) };
}

export function AppRoutes() {
  return (
    <Router parser={exactCase}>
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
        <Route path="/publicCardPage/:id"><AreaLayout><PublicCardRoute /></AreaLayout></Route>
        <Route path="/live-survey-embed/:id"><LiveSurveyEmbedRoute /></Route>
        <Route path="/polls/:questId">
          <MemberGuard><MemberLayout><Screen name="SurveyRunnerPage"><SurveyRunnerPage /></Screen></MemberLayout></MemberGuard>
        </Route>
        <Route><OtherPath /></Route>
      </Switch>
    </Router>
  );
}
