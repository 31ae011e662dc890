import { describe, expect, it } from 'vitest';
import {
  appAccess, callbackDecision, isBlockedByProfile, isGuestEmail, loginToLiveSurvey, loginToMemberCard, matchAppRoute, memberAccess, postLoginTarget, rootAccess,
  refusedReturnRedirect, socialAuthDecision, socialFailureRedirect, staticRedirect, type AccessInput,
} from './accessRules';

const ORIGIN = 'http://localhost:8101';
const switches = { blockingProfile: false, proposeQuestionEnabled: true, aboutYouEnabled: true, restrictAccess: false, vkAppEnabled: false };
const member = (path: string, over: Partial<AccessInput> = {}): AccessInput => ({
  path, search: '', hasSessionCookie: true, isGuest: false, profileComplete: true, detailsCurrent: true, switches, ...over,
});

describe('redirects', () => {
  it('sends // and /index.html to /', () => {
    expect(staticRedirect('//')).toBe('/');
    expect(staticRedirect('/index.html')).toBe('/');
  });
  it('sends /rest/shareCard/{id} to the public card page', () => {
    expect(staticRedirect('/rest/shareCard/42')).toBe('/publicCardPage/42');
    expect(staticRedirect('/faq')).toBeNull();
  });
});

describe('access rules', () => {
  it('sends a visitor on /app/cardPage/{id} to the public card page', () => {
    expect(appAccess(member('/app/cardPage/7', { hasSessionCookie: false }))).toEqual({ kind: 'redirect', to: '/publicCardPage/7' });
  });
  it("has the public card page's Log in come back to the member's card page", () => {
    const login = loginToMemberCard(7);
    expect(login).toBe('/login?redirectTo=/app/cardPage/7');
    expect(postLoginTarget(new URLSearchParams(login.split('?')[1]).get('redirectTo'), ORIGIN)).toBe('/app/cardPage/7');
  });
  it("has the live-survey embed's Log in come back to the same survey", () => {
    const login = loginToLiveSurvey(12);
    expect(login).toBe('/login?redirectTo=/live-survey-embed/12');
    expect(postLoginTarget(new URLSearchParams(login.split('?')[1]).get('redirectTo'), ORIGIN)).toBe('/live-survey-embed/12');
  });
  it('sends a visitor on any other /app path to /login?redirectTo={path}', () => {
    expect(appAccess(member('/app/history', { hasSessionCookie: false }))).toEqual({ kind: 'redirect', to: '/login?redirectTo=/app/history' });
    expect(appAccess(member('/app/nothing', { hasSessionCookie: false, search: 'a=1' }))).toEqual({ kind: 'redirect', to: '/login?redirectTo=/app/nothing%3Fa%3D1' });
  });
  it('sends / without a session or with a guest\'s to /login and renders it for a member', () => {
    expect(rootAccess({ hasSessionCookie: false, isGuest: false, switches })).toEqual({ kind: 'redirect', to: '/login' });
    expect(rootAccess({ hasSessionCookie: true, isGuest: false, switches })).toEqual({ kind: 'render' });
    // A guest's session is not a member's: the landing page is for members.
    expect(rootAccess({ hasSessionCookie: true, isGuest: true, switches })).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('sends a member on / to /restrict when access is restricted (the landing page\'s buttons would all lead there)', () => {
    const restricted = { ...switches, restrictAccess: true };
    expect(rootAccess({ hasSessionCookie: true, isGuest: false, switches: restricted })).toEqual({ kind: 'redirect', to: '/restrict' });
    expect(rootAccess({ hasSessionCookie: false, isGuest: false, switches: restricted })).toEqual({ kind: 'redirect', to: '/login' });
    expect(rootAccess({ hasSessionCookie: true, isGuest: true, switches: restricted })).toEqual({ kind: 'redirect', to: '/login' });
  });
  it('waits (spinner) while the user data loads', () => {
    expect(appAccess(member('/app/', { profileComplete: null }))).toEqual({ kind: 'wait' });
  });
  it('sends a guest inside /app, a card page too, to /login and back', () => {
    expect(appAccess(member('/app/', { isGuest: true }))).toEqual({ kind: 'redirect', to: '/login?redirectTo=/app/' });
    expect(appAccess(member('/app/top10', { isGuest: true }))).toEqual({ kind: 'redirect', to: '/login?redirectTo=/app/top10' });
    expect(appAccess(member('/app/cardPage/7', { isGuest: true }))).toEqual({ kind: 'redirect', to: '/login?redirectTo=/app/cardPage/7' });
    expect(appAccess(member('/app/cardPage/7', { hasSessionCookie: false }))).toEqual({ kind: 'redirect', to: '/publicCardPage/7' });
  });
  it('blocks an incomplete profile except on the allowed pages', () => {
    const blocking = { ...switches, blockingProfile: true };
    for (const page of ['profile', 'settings', 'faq', 'terms', 'how', 'privacy', 'contact', 'aboutUs', 'aboutYou', 'spendpoints', 'prizes']) {
      expect(appAccess(member(`/app/${page}`, { profileComplete: false, switches: blocking }))).toEqual({ kind: 'render' });
    }
    for (const path of ['/app/', '/app/history', '/app/top10', '/app/cardPage/3', '/app/invite']) {
      expect(appAccess(member(path, { profileComplete: false, switches: blocking }))).toEqual({ kind: 'redirect', to: '/app/profile' });
    }
    expect(isBlockedByProfile('/app/', false, false)).toBe(false);
    expect(isBlockedByProfile('/app/', true, true)).toBe(false);
  });
  it('sends an incomplete profile away on this visit\'s details only: a stored copy waits for the server\'s', () => {
    const blocking = { ...switches, blockingProfile: true };
    expect(appAccess(member('/app/history', { profileComplete: false, detailsCurrent: false, switches: blocking }))).toEqual({ kind: 'wait' });
    // Where the copy would not block, it does not wait: allowed pages, a complete profile, blocking off.
    expect(appAccess(member('/app/profile', { profileComplete: false, detailsCurrent: false, switches: blocking }))).toEqual({ kind: 'render' });
    expect(appAccess(member('/app/history', { profileComplete: true, detailsCurrent: false, switches: blocking }))).toEqual({ kind: 'render' });
    expect(appAccess(member('/app/history', { profileComplete: false, detailsCurrent: false }))).toEqual({ kind: 'render' });
  });
  it('renders the exact /app routes and falls back for others', () => {
    expect(appAccess(member('/app/'))).toEqual({ kind: 'render' });
    expect(appAccess(member('/app/stats/5'))).toEqual({ kind: 'render' });
    expect(appAccess(member('/app/history/extra'))).toEqual({ kind: 'fallback' });
    expect(matchAppRoute('/app/thankYou/9')?.path).toBe('/app/thankYou/:qid');
    expect(matchAppRoute('/app/stats/')).toBeNull();
  });
  it('shows propose and aboutYou only when switched on', () => {
    const off = { ...switches, proposeQuestionEnabled: false, aboutYouEnabled: false };
    expect(appAccess(member('/app/propose', { switches: off }))).toEqual({ kind: 'fallback' });
    expect(appAccess(member('/app/aboutYou', { switches: off }))).toEqual({ kind: 'fallback' });
  });
  it('sends /app to /restrict when access is restricted', () => {
    expect(appAccess(member('/app/', { switches: { ...switches, restrictAccess: true } }))).toEqual({ kind: 'redirect', to: '/restrict' });
  });
  it('accepts /socialAuth only with one of the four states, exactly', () => {
    for (const state of ['facebook', 'google', 'vkontakte', 'login_method_aitu']) expect(socialAuthDecision(`state=${state}`)).toEqual({ kind: 'render' });
    for (const search of ['state=twitter', 'state=login_method_aitu.AAAAAAAAAAAAAAAAAAAAAA', 'state=Google', 'state=', '']) {
      expect(socialAuthDecision(search)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });
  it('accepts /callback only with the VK app enabled and a code', () => {
    expect(callbackDecision('code=abc', true)).toEqual({ kind: 'render' });
    expect(callbackDecision('', true)).toEqual({ kind: 'redirect', to: '/login' });
    expect(callbackDecision('code=abc', false)).toEqual({ kind: 'fallback' });
  });
  it('sends failed Aitu and VK code checks to /login with the failure flag', () => {
    expect(socialFailureRedirect('aitu')).toBe('/login?aitu_failed_auth=true');
    expect(socialFailureRedirect('vk')).toBe('/login?vk_failed_auth=true');
  });
  it("sends a provider's return this browser did not start to its failed check (Aitu, VK), else to none: it fails as a sign-in", () => {
    expect(refusedReturnRedirect('aitu')).toBe('/login?aitu_failed_auth=true');
    expect(refusedReturnRedirect('vkontakte')).toBe('/login?vk_failed_auth=true');
    expect(refusedReturnRedirect('facebook')).toBeNull();
    expect(refusedReturnRedirect('google')).toBeNull();
  });
  it('goes after login to the stored target, else /app', () => {
    expect(postLoginTarget(null, ORIGIN)).toBe('/app');
    expect(postLoginTarget('/app/history', ORIGIN)).toBe('/app/history');
    expect(postLoginTarget('%2Fapp%2Fstats%2F3', ORIGIN)).toBe('/app/stats/3');
    expect(postLoginTarget('https://evil.example/', ORIGIN)).toBe('/app');
    expect(postLoginTarget('//evil.example', ORIGIN)).toBe('/app');
  });

  it('judges a target as the browser will resolve it: dot segments cannot make it another site or a sign-in form', () => {
    for (const target of ['/.//evil.example', '/app/..//evil.example/x', '/./login', '/app/../register?x=1']) expect(postLoginTarget(target, ORIGIN), target).toBe('/app');
    expect(postLoginTarget('/app/../app/history', ORIGIN)).toBe('/app/history');
  });
  it("takes an absolute address on the app's own origin as its path, query and hash", () => {
    expect(postLoginTarget('http://localhost:8101/app/history', ORIGIN)).toBe('/app/history');
    expect(postLoginTarget('http%3A%2F%2Flocalhost%3A8101%2Fapp%2Fhistory', ORIGIN)).toBe('/app/history');
    expect(postLoginTarget('http://localhost:8101/polls/5?pushNotification=true#top', ORIGIN)).toBe('/polls/5?pushNotification=true#top');
    expect(postLoginTarget('http://localhost:8101', ORIGIN)).toBe('/');
  });
  it('refuses an absolute address on another origin or scheme, and one that leads back to login', () => {
    for (const target of [
      'http://localhost:8102/app/history', 'https://localhost:8101/app/history', 'http://localhost:8101.evil.example/app',
      'http://evil.example@localhost.evil/app', 'javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,hi',
      'http://localhost:8101//evil.example/app', 'http://localhost:8101/login?redirectTo=%2Fapp', 'not a url',
    ]) expect(postLoginTarget(target, ORIGIN), target).toBe('/app');
  });
  it('goes to /app rather than back to a sign-in or sign-up form, in any letter case, with a trailing slash, query or hash', () => {
    for (const target of [
      '/login', '/login/', '/LOGIN', '/Login/?x=1', '/login#top', '/sign-in', '/sign-in/', '/sign-in?x', '/SIGN-IN',
      '/register', '/register/', '/Register?x', '/sign-up', '/sign-up/', '%2Flogin%2F', 'http://localhost:8101/LOGIN/',
    ]) expect(postLoginTarget(target, ORIGIN), target).toBe('/app');
  });
  it('keeps a target that only begins like a sign-in or sign-up path', () => {
    for (const target of ['/login-help', '/loginx', '/sign-in-later', '/registers', '/app/login', '/app/register?x=1']) {
      expect(postLoginTarget(target, ORIGIN), target).toBe(target);
    }
  });
  it('refuses a target with control characters or whitespace, which the browser would rewrite off the origin', () => {
    for (const target of ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/ /evil.example', '/app\u0000', '/\u00a0/evil.example', '%2F%09%2Fevil.example', 'http://localhost:8101/\t/evil.example']) {
      expect(postLoginTarget(target, ORIGIN), JSON.stringify(target)).toBe('/app');
    }
    expect(postLoginTarget(new URLSearchParams('redirectTo=%2F%09%2Fevil.example').get('redirectTo'), ORIGIN)).toBe('/app');
  });
  it('takes a decoded target as it is: a percent sign in its query is not decoded a second time', () => {
    const target = new URLSearchParams('redirectTo=%2Fapp%2Fhistory%3Fx%3D%25').get('redirectTo');
    expect(postLoginTarget(target, ORIGIN)).toBe('/app/history?x=%');
    expect(postLoginTarget('/app/history?q=%2F', ORIGIN)).toBe('/app/history?q=%2F');
  });
  it('recognises a guest e-mail by its domain marker', () => {
    expect(isGuestEmail('abc@guest.panelist.local', '@guest.panelist.local')).toBe(true);
    expect(isGuestEmail('a@b.co', '@guest.panelist.local')).toBe(false);
  });
});

describe('the survey runner at /polls/{id} (memberAccess)', () => {
  const push = member('/polls/5', { search: 'pushNotification=true' });
  it('sends a visitor to sign in, and back to the same quest with its query', () => {
    const decision = memberAccess({ ...push, hasSessionCookie: false });
    expect(decision).toEqual({ kind: 'redirect', to: '/login?redirectTo=/polls/5%3FpushNotification%3Dtrue' });
    expect(postLoginTarget(new URLSearchParams((decision as { to: string }).to.split('?')[1]).get('redirectTo'), ORIGIN)).toBe('/polls/5?pushNotification=true');
  });
  it('sends a guest to sign in as a member, back to the same quest', () => {
    expect(memberAccess({ ...push, isGuest: true })).toEqual({ kind: 'redirect', to: '/login?redirectTo=/polls/5%3FpushNotification%3Dtrue' });
  });
  it('renders for a member, unless access to the panel is restricted', () => {
    expect(memberAccess(push)).toEqual({ kind: 'render' });
    expect(memberAccess({ ...push, switches: { ...switches, restrictAccess: true } })).toEqual({ kind: 'redirect', to: '/restrict' });
  });
});
