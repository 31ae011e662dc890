import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test, type Outbox } from './fixtures';
import { chooseLogOut, LoginScreen, SignOutQuestion, signOutOffline } from './pages/AuthPages';
import { PanelApi } from './pages/PanelApi';
import { PollFeedPage } from './pages/PollFeedPage';
import { ServiceWorkerDriver } from './pages/ServiceWorkerDriver';
import { SessionCookieReader } from './pages/SessionCookie';
import { signIn } from './pages/signIn';

const ANSWER_SYNC_TAG = 'panelist-answer-queue';
const LOGOUT_SYNC_TAG = 'panelist-logout';

/** A fresh member signed in through /login, and the credentials the app signed in with. */
async function signedInMember(page: Page, request: APIRequestContext, outbox: Outbox) {
  const api = new PanelApi(request);
  const member = await api.registerMember(outbox);
  await signIn(page, member.email, member.password);
  const cookie = await new SessionCookieReader(page).read();
  const signedIn = { userId: member.userId, authorization: String(cookie?.authorization) };
  expect(await api.sessionStatus(signedIn)).toBe(200);
  return { api, member, signedIn };
}

/** The same, on the feed with the service worker controlling the page (so it works offline). */
async function memberOnInstalledApp(page: Page, context: BrowserContext, request: APIRequestContext, outbox: Outbox) {
  const signedIn = await signedInMember(page, request, outbox);
  await new ServiceWorkerDriver(page, context).openControlled('/app/');
  return signedIn;
}

/** A page of the origin that runs no app code: only the worker can act there. */
async function probePage(context: BrowserContext): Promise<Page> {
  const probe = await context.newPage();
  await probe.goto('/specific/config.json');
  return probe;
}

test.describe('signing out offline, the page\'s own triggers', () => {
  // No worker: its Background Sync (tested below) would end the session by itself.
  test.use({ serviceWorkers: 'block' });

  test('is instant, and the session ends on the server once the network is back; the next sign-in stays', async ({ page, context, request, outbox }) => {
    const { api, member, signedIn } = await signedInMember(page, request, outbox);

    await context.setOffline(true);
    await signOutOffline(page);
    expect(await new SessionCookieReader(page).read()).toBeNull();
    // The server has not heard of it yet: the copied token still works.
    expect(await api.sessionStatus(signedIn)).toBe(200);

    await context.setOffline(false);
    await expect.poll(() => api.sessionStatus(signedIn), { message: 'the old token is refused' }).toBe(401);

    await new LoginScreen(page).signIn(member.email, member.password);
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    const again = { userId: member.userId, authorization: String((await new SessionCookieReader(page).read())?.authorization) };
    expect(again.authorization).not.toBe(signedIn.authorization);
    expect(await api.sessionStatus(again)).toBe(200);
  });

  test('Log out asks first while an answer waits; staying keeps the session, and the answer is sent after the next sign-in', async ({ page, context, request, outbox }) => {
    const { api, member } = await signedInMember(page, request, outbox);
    const feed = new PollFeedPage(page);
    await feed.open();
    // The card is on the screen before the network goes: the answer, not the card's load, is what waits.
    await feed.questionId();
    await context.setOffline(true);
    await feed.answerFirstChoice();
    await feed.expectPending();

    const question = new SignOutQuestion(page);
    await chooseLogOut(page);
    await expect(question.dialog).toContainText('1 answer is still waiting to be sent. If you log out now, it stays on this device and is sent when you log in here again.');
    await expect(question.stay).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question.dialog).toBeHidden();
    // Back where the member left: on the menu's button (the menu closed when the question opened).
    await expect(page.getByTestId('profile-menu-button')).toBeFocused();
    await expect(page).toHaveURL(/\/app\/?$/);
    expect(await new SessionCookieReader(page).read()).not.toBeNull();

    await chooseLogOut(page);
    await question.logOutAnyway.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await api.answerCount(member)).toBe(0);

    await context.setOffline(false);
    await new LoginScreen(page).signIn(member.email, member.password);
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    const again = { ...member, authorization: String((await new SessionCookieReader(page).read())?.authorization) };
    await expect.poll(() => api.answerCount(again)).toBe(1);
  });

  test('with the app closed, its next start ends the session', async ({ page, context, request, outbox }) => {
    const { api, signedIn } = await signedInMember(page, request, outbox);
    await context.setOffline(true);
    await signOutOffline(page);
    await page.close();

    await context.setOffline(false);
    expect(await api.sessionStatus(signedIn)).toBe(200);
    await new LoginScreen(await context.newPage()).open();
    await expect.poll(() => api.sessionStatus(signedIn), { message: 'the old token is refused' }).toBe(401);
  });
});

test.describe('signing out offline, the worker\'s Background Sync', () => {
  test('with every app page closed, the old session ends and a sign-in made meanwhile stays', async ({ page, context, request, outbox }) => {
    test.slow();
    const { api, member, signedIn } = await memberOnInstalledApp(page, context, request, outbox);
    const probe = await probePage(context);
    await context.setOffline(true);
    await signOutOffline(page);
    await page.close();
    // The member signs in on another device before this one is back online.
    const elsewhere = await api.logIn(member);

    // The sync the page registered may already have run (the browser fires it by itself, and the
    // context's offline emulation does not always reach the worker): this one runs whatever is left.
    await context.setOffline(false);
    await new ServiceWorkerDriver(probe, context).dispatchSync(LOGOUT_SYNC_TAG);
    await expect.poll(() => api.sessionStatus(signedIn), { message: 'the old token is refused' }).toBe(401);
    expect(await api.sessionStatus(elsewhere)).toBe(200);
  });
});

test.describe('Background Sync with an ended session', () => {
  test('the worker tells the pages, the app opens signed out without using the dead token, and the answer waits for the next sign-in', async ({ page, context, request, outbox }) => {
    test.slow();
    const { api, member, signedIn } = await memberOnInstalledApp(page, context, request, outbox);
    const feed = new PollFeedPage(page);
    const probe = new PollFeedPage(await probePage(context));
    const worker = new ServiceWorkerDriver(probe.page, context);
    await worker.keepMessages();
    // The card is on the screen before the network goes: the answer, not the card's load, is what waits.
    const questionId = await feed.questionId();

    await context.setOffline(true);
    // The session ends on the server while the device is offline (expired, or signed out elsewhere).
    await api.logOut(signedIn.authorization);
    await feed.answerFirstChoice();
    await expect.poll(() => feed.queuedAnswerCount()).toBe(1);
    await page.close();

    // The sync the answer registered may already have run by itself (see above); this one surely does.
    await context.setOffline(false);
    await worker.dispatchSync(ANSWER_SYNC_TAG);
    await expect.poll(() => worker.messageTypes(), { message: 'the worker tells the pages the session ended' }).toContain('SESSION_REFUSED');
    expect(await probe.queuedAnswerCount()).toBe(1);

    // The app opens on the sign-in screen at once: nothing is asked of the server with the dead token.
    const deadCalls: string[] = [];
    context.on('request', (sent) => {
      if (sent.headers().authorization === signedIn.authorization) deadCalls.push(sent.url());
    });
    const app = await context.newPage();
    await app.goto('/app/');
    const login = new LoginScreen(app);
    await expect(login.heading).toBeVisible();
    await expect(app).toHaveURL(/\/login/);
    expect(deadCalls).toEqual([]);

    // Signed in again, the kept answer is sent with the new session.
    await login.signIn(member.email, member.password);
    await expect(app).toHaveURL(/^[^?]*\/app\/?$/);
    const again = { ...member, authorization: String((await new SessionCookieReader(app).read())?.authorization) };
    await expect.poll(() => api.answerCount(again)).toBe(1);
    expect(await api.selectedValues(again, questionId)).toEqual([1]);
    expect(deadCalls).toEqual([]);
  });
});
