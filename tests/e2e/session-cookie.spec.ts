import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Outbox } from './fixtures';
import { LoginScreen, signOut } from './pages/AuthPages';
import { PanelApi } from './pages/PanelApi';
import { RewardsApi } from './pages/RewardsApi';
import { PollFeedPage } from './pages/PollFeedPage';
import { SessionCookieReader } from './pages/SessionCookie';

/** A new member, signed in through /login and on /app; the login screen signs them in again. */
async function newMemberSignedIn(page: Page, request: APIRequestContext, outbox: Outbox) {
  const member = await new PanelApi(request).registerMember(outbox);
  const login = new LoginScreen(page);
  await login.open();
  await login.signIn(member.email, member.password);
  await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
  return { member, login };
}

test.describe('the session cookie and logout', () => {
  test('after sign-in the globals cookie holds every field by name, with the member\'s values', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    const login = (await (await request.post('/rest/user/login', {
      headers: { authorization: `Basic ${Buffer.from(`${member.email}:${member.password}`).toString('base64')}` }, data: {},
    })).json()) as { level: number; forecast_segment: string | null; panel_segment: string | null };
    const cookies = new SessionCookieReader(page);

    await page.goto('/app/history');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/history$/);
    await new LoginScreen(page).signIn(member.email, member.password);
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);

    const cookie = await cookies.read();
    expect(cookie).not.toBeNull();
    // The credentials cookie is secure with sameSite none (http://localhost is a secure context).
    expect(await cookies.stored()).toMatchObject({ secure: true, sameSite: 'None' });
    expect(cookie!.userId).toBe(member.userId);
    expect(cookie!.authorization).toMatch(new RegExp(`^${member.userId}:.+`));
    expect(cookie!.level).toBe(login.level);
    expect(cookie!.forecastSegment).toBe(login.forecast_segment);
    expect(cookie!.panelSegment).toBe(login.panel_segment);
    expect(cookie!.userAgreement).toBe(true);
    // The sign-in spent the pending target: nothing is left to redirect to.
    expect(cookie!.redirectTo).toBeNull();
    // A new member's profile is not complete (no birthdate, sex or city).
    await expect.poll(async () => (await cookies.read())?.hasUserCompletedProfile).toBe(false);
    // The authorization value is the member's credentials: the API takes it.
    const details = await request.get(`/rest/user/${member.userId}`, { headers: { authorization: cookie!.authorization as string } });
    expect(details.status()).toBe(200);

    await new RewardsApi(request).completeProfile(member);
    await page.reload();
    await expect.poll(async () => (await cookies.read())?.hasUserCompletedProfile).toBe(true);
    expect((await cookies.read())!.authorization).toBe(cookie!.authorization);
    expect(await cookies.stored()).toMatchObject({ secure: true, sameSite: 'None' });

    // The browser sends the Secure cookie over http://localhost, so the server's pages see the member.
    expect(await cookies.reachesServer()).toBe(true);
    // Logout deletes it.
    await signOut(page);
    await expect.poll(() => cookies.stored()).toBeUndefined();
    expect(await cookies.reachesServer()).toBe(false);
  });

  test('a cookie written with the earlier field names keeps the member signed in and is rewritten with the current ones', async ({ page, request, outbox, baseURL }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    const cookies = new SessionCookieReader(page);
    await cookies.writeLegacy(baseURL!, { token: member.token, user_id: member.userId, level: 1, forecast_segment: null, panel_segment: null, user_agrees_contact: true });

    await page.goto('/app/history');
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    const cookie = await cookies.read();
    expect(cookie).toMatchObject({ userId: member.userId, authorization: member.authorization, userAgreement: true });
    // Written again by the app: with the credentials cookie's flags, over the one the browser held.
    expect(await cookies.stored()).toMatchObject({ secure: true, sameSite: 'None' });
    expect(cookie).not.toHaveProperty('token');
    expect(cookie).not.toHaveProperty('user_id');
  });

  test("a guest's cookie with the spec's fields only (no guest flag) is a guest's: /login as a visitor, the cookie marked", async ({ page, request, baseURL }) => {
    const guest = await (await request.post('/rest/user/guest', { data: { fingerprint: `spec-cookie-${Date.now()}-${Math.floor(Math.random() * 1e6)}` } })).json() as { token: string; user_id: number };
    const cookies = new SessionCookieReader(page);
    await cookies.write(baseURL!, {
      userId: guest.user_id, authorization: `${guest.user_id}:${guest.token}`, level: 0, forecastSegment: null, panelSegment: null,
      userAgreement: false, hasUserCompletedProfile: false, redirectTo: null,
    });

    await page.goto('/app/');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    // The visitor's header, not a member's.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-menu-button')).toHaveCount(0);
    await expect.poll(async () => (await cookies.read())?.isGuest).toBe(true);
  });

  test('a cookie whose token no request header can carry (edited by hand) is no session: /app goes to /login', async ({ page, baseURL }) => {
    await new SessionCookieReader(page).write(baseURL!, {
      userId: 7, authorization: '7:токен', level: 0, forecastSegment: null, panelSegment: null,
      userAgreement: true, hasUserCompletedProfile: true, redirectTo: null,
    });
    await page.goto('/app/history');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/history$/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });

  test('a member whose first page is a public one sees their summary in the sidebar', async ({ page, request, outbox, baseURL }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await new SessionCookieReader(page).write(baseURL!, {
      userId: member.userId, authorization: member.authorization, level: 1, forecastSegment: null, panelSegment: null,
      userAgreement: true, hasUserCompletedProfile: true, redirectTo: null, isGuest: false,
    });

    await page.goto('/faq');
    await expect(page.getByTestId('user-summary').getByTestId('user-name')).toHaveText(/\S/);
    await expect(page.getByTestId('user-summary').getByTestId('user-points')).toBeVisible();
  });

  test('logout leaves no redirectTo behind: after signing out from an app page, a plain sign-in lands on /app', async ({ page, request, outbox }) => {
    const { member, login } = await newMemberSignedIn(page, request, outbox);

    for (const path of ['/app/history', '/app/settings']) {
      await page.goto(path);
      await expect(page.getByTestId('profile-menu-button')).toBeVisible();
      await signOut(page);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('redirectTo');
      await login.signIn(member.email, member.password);
      await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    }
  });
  test('a sign-in answered before the previous logout stays signed in (the late logout answer ends nothing of it)', async ({ page, request, outbox }) => {
    const { member, login } = await newMemberSignedIn(page, request, outbox);

    // A busy server may answer the logout after the next sign-in: the logout's answer is held until then.
    let signedInAgain!: () => void;
    const held = new Promise<void>((resolve) => { signedInAgain = resolve; });
    await page.route('**/rest/user/logout', async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await signOut(page);
    const relogin = page.waitForResponse((response) => response.url().endsWith('/rest/user/login') && response.ok());
    await login.signIn(member.email, member.password);
    await relogin;
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    const logoutAnswered = page.waitForEvent('requestfinished', (finished) => finished.url().endsWith('/rest/user/logout'));
    signedInAgain();
    await logoutAnswered;

    await page.reload();
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
    await expect(page.getByTestId('user-points')).toBeVisible();
  });
});

test.describe('a session shared by several tabs', () => {
  test('a logout in another tab reaches this one at once: it says so, goes to /login, and a sign-in comes back to the page', async ({ page, request, outbox }) => {
    const { member, login } = await newMemberSignedIn(page, request, outbox);
    await page.goto('/app/history');
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();

    const otherTab = await page.context().newPage();
    await otherTab.goto('/app/settings');
    await signOut(otherTab);

    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/history$/);
    await expect(page.getByText('Your session ended in another window. Please log in again.')).toBeVisible();
    await login.signIn(member.email, member.password);
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
  });

  test('a sign-in in another tab signs this one in too: its page goes on as that member', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await page.goto('/app/history');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/history$/);

    const otherTab = await page.context().newPage();
    const login = new LoginScreen(otherTab);
    await login.open();
    await login.signIn(member.email, member.password);

    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
    await expect(page.getByTestId('profile-menu-button')).toBeVisible();
  });
});

test.describe('a stored session the server refuses (expired or revoked)', () => {
  test('on a public card the visitor sees the card and goes on as a new guest; the dead cookie is gone', async ({ page, request, baseURL }) => {
    const cookies = new SessionCookieReader(page);
    await cookies.writeDead(baseURL!, true);
    await page.goto('/publicCardPage/1');
    const card = new PollFeedPage(page);
    await expect(card.card).toBeVisible();
    await expect(page.getByText('This question is not available.')).toHaveCount(0);
    // The new guest session replaces the refused one in the cookie.
    await expect.poll(async () => (await cookies.read())?.userId ?? null).not.toBe(1500);

    await card.answerFirstChoice();
    await expect(card.status).toHaveText('Answer saved');
    // A guest is not told of a session they never knew they had.
    await expect(page.getByText('Your session has ended. Please log in again.')).toHaveCount(0);
    const guest = await card.storedCredentials();
    expect(guest.userId).not.toBe(1500);
    expect(await new PanelApi(request).selectedValues(guest, 1)).toEqual([1]);
  });

  test('on the live-survey embed the visitor gets the survey as a new guest', async ({ page, baseURL }) => {
    await new SessionCookieReader(page).writeDead(baseURL!, false);
    await page.goto('/live-survey-embed/2');
    const survey = page.getByTestId('live-survey');
    await expect(survey.getByText('How many cups of coffee do you drink a day?')).toBeVisible();
    await expect(survey.getByText('This survey is not available.')).toHaveCount(0);
  });

  test('a member on the home page or in /app goes to /login, and from /app comes back after signing in', async ({ page, baseURL }) => {
    const cookies = new SessionCookieReader(page);
    await cookies.writeDead(baseURL!, false);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    expect(await cookies.read()).toBeNull();

    await cookies.writeDead(baseURL!, false);
    await page.goto('/app/history');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/history$/);
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(await cookies.read()).toBeNull();
    await new LoginScreen(page).signIn('demo@panelist.local', 'panelist-demo');
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
  });
});
