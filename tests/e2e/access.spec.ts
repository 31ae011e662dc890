import { expect, test } from './fixtures';
import { LoginScreen } from './pages/AuthPages';
import { startedSignInValue } from './pages/SocialAuthPages';

const fallback = (page: import('@playwright/test').Page) => page.getByTestId('fallback-page');

test.describe('access rules without a session', () => {
  test('/app paths go to /login with the path to return to', async ({ page }) => {
    await page.goto('/app/history');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/history$/);
    await page.goto('/app/settings');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/settings$/);
  });

  test('/ goes to /login, /index.html to /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/index.html');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/app/cardPage/{id} goes to the public card page, where the visitor becomes a guest; a guest in /app or at / goes to /login', async ({ page }) => {
    await page.goto('/app/cardPage/5');
    await expect(page).toHaveURL(/\/publicCardPage\/5$/);
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name.startsWith('globals'))).toBe(true);
    // A guest inside /app, on a card page too, goes to /login and would come back.
    await page.goto('/app/');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/$/);
    await page.goto('/app/cardPage/5');
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/cardPage\/5$/);
    // The landing page is a member's: a guest at / signs in first.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the public card page's Log in comes back to the member's card page", async ({ page }) => {
    await page.goto('/app/cardPage/5');
    await expect(page).toHaveURL(/\/publicCardPage\/5$/);
    await page.getByRole('complementary', { name: 'Join the panel' }).getByRole('link', { name: 'I already have an account' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=\/app\/cardPage\/5$/);
    await new LoginScreen(page).signIn('demo@panelist.local', 'panelist-demo');
    await expect(page).toHaveURL(/^[^?]*\/app\/cardPage\/5$/);
  });

  test('/rest/shareCard/{cardId} goes to the public card page', async ({ page }) => {
    await page.goto('/rest/shareCard/3');
    await expect(page).toHaveURL(/\/publicCardPage\/3$/);
  });

  test('a shared link with a malformed card id opens the public card page, which says the question is not available', async ({ page }) => {
    await page.goto('/rest/shareCard/abc');
    await expect(page).toHaveURL(/\/publicCardPage\/abc$/);
    await expect(page.getByTestId('public-card-page').getByText('This question is not available.')).toBeVisible();
  });

  test('/socialAuth needs one of the four states and this browser\'s callbackHash; a failed Aitu check goes to /login?aitu_failed_auth=true', async ({ page }) => {
    for (const state of ['twitter', 'login_method_aitu.aitu-access-callback-hash']) {
      await page.goto(`/socialAuth?state=${state}`);
      await expect(page).toHaveURL(/\/login$/);
    }
    // An Aitu return this browser did not start counts as a failed check.
    await page.goto('/socialAuth?state=login_method_aitu&code=bad');
    await expect(page).toHaveURL(/\/login\?aitu_failed_auth=true$/);
    await page.context().addCookies([{ name: 'callbackHash', value: startedSignInValue(), url: new URL(page.url()).origin }]);
    await page.goto('/socialAuth?state=login_method_aitu');
    await expect(page).toHaveURL(/\/login\?aitu_failed_auth=true$/);
    await expect(page.getByText('Error registering user with Aitu!')).toBeVisible();
  });

  test('/callback without the VK app, and unknown paths, show the fallback page', async ({ page }) => {
    await page.goto('/callback?code=abc');
    await expect(fallback(page)).toBeVisible();
    await page.goto('/no/such/page');
    await expect(fallback(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('access rules with a session', () => {
  test('after login the stored target opens, and guarded screens render', async ({ page }) => {
    await page.goto('/app/top10');
    await expect(page).toHaveURL(/redirectTo=\/app\/top10/);
    const login = new LoginScreen(page);
    await login.signIn('demo@panelist.local', 'panelist-demo');
    await expect(page).toHaveURL(/^[^?]*\/app\/top10$/);
    await expect(page.getByTestId('app-layout')).toBeVisible();

    await page.goto('/app/faq');
    await expect(page.getByTestId('page-faq')).toBeVisible();
    await page.goto('/app/no-such-screen');
    await expect(fallback(page)).toBeVisible();
    await page.goto('/app/cardPage/5');
    await expect(page).toHaveURL(/^[^?]*\/app\/cardPage\/5$/);
    await page.goto('/');
    await expect(page.getByTestId('page-landing')).toBeVisible();
  });

  test("a redirectTo with the app's own origin opens its path after login", async ({ page, baseURL }) => {
    const login = new LoginScreen(page);
    await login.open(`/login?redirectTo=${encodeURIComponent(`${baseURL}/app/history`)}`);
    await login.signIn('demo@panelist.local', 'panelist-demo');
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
  });

  test('the page scrolls to the top on each path change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/faq');
    await expect(page.getByTestId('page-faq')).toBeVisible();
    await expect.poll(() => page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    })).toBeGreaterThan(0);
    // The keyboard follows the footer link (the cookie notice may cover it for the pointer).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Back is a path change too: the page opens at its top, not where it was left.
    await page.goBack();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
