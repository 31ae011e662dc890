import { expect, test } from './fixtures';
import { LoginScreen } from './pages/AuthPages';
import { Calls, FailingCalls } from './pages/FailingCalls';
import { SessionCookieReader } from './pages/SessionCookie';

/** A failed load of the member's details goes to /login, unless the server is busy or out of reach. */
test.describe('loading the member details', () => {
  test('a busy answer (503, Retry-After: 1) keeps the member signed in, and the load is retried', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open('/login?redirectTo=%2Fapp%2Fhistory');
    await login.signIn('demo@panelist.local', 'panelist-demo');
    await expect(page.getByTestId('history-page')).toBeVisible();

    const calls = await FailingCalls.fail(page, Calls.memberDetails, 'busy', 1);
    const retried = page.waitForResponse((response) => /\/rest\/user\/\d+$/.test(response.url()) && response.ok());
    await page.reload();
    await retried;
    expect(calls.failed).toBe(1);
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
    await expect(page.getByTestId('history-page')).toBeVisible();
    expect(await new SessionCookieReader(page).read()).not.toBeNull();
  });

  test('a first load without network says so with a Retry, keeps the session, and shows the screen once it loads', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open('/login?redirectTo=%2Fapp%2Fhistory');
    const calls = await FailingCalls.fail(page, Calls.memberDetails, 'offline', Infinity);
    await login.signIn('demo@panelist.local', 'panelist-demo');

    const unavailable = page.getByTestId('details-unavailable');
    await expect(unavailable).toBeVisible();
    await expect(unavailable.getByRole('heading', { name: 'Your account could not be loaded' })).toBeVisible();
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
    expect(await new SessionCookieReader(page).read()).not.toBeNull();

    // The store retries too (1 s, 2 s, 4 s…): after the third failure the next try is 4 s away, time for the member's own.
    await expect.poll(() => calls.failed).toBeGreaterThanOrEqual(3);
    calls.passThrough();
    await unavailable.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('history-page')).toBeVisible();
    await expect(unavailable).toBeHidden();
  });

  test('a load the server fails (500) ends the session and goes to /login', async ({ page }) => {
    const login = new LoginScreen(page);
    await login.open('/login?redirectTo=%2Fapp%2Fhistory');
    await login.signIn('demo@panelist.local', 'panelist-demo');
    await expect(page.getByTestId('history-page')).toBeVisible();

    await FailingCalls.fail(page, Calls.memberDetails, 'broken', 1);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(login.heading).toBeVisible();
    expect(await new SessionCookieReader(page).read()).toBeNull();
  });
});
