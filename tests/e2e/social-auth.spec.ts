import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest, type APIRequestContext, type Browser } from '@playwright/test';
import { startFakeProviders, type FakeProviders } from '../factories/fake-providers';
import { unsignedIdToken } from '../factories/id-token';
import { expect, test } from './fixtures';
import { PanelApi } from './pages/PanelApi';
import { nextPost } from './pages/AuthPages';
import { AA_TEXT_CONTRAST } from './pages/contrast';
import { LayoutPage } from './pages/LayoutPage';
import { PollFeedPage } from './pages/PollFeedPage';
import { SocialAuthScreen } from './pages/SocialAuthPages';
import { startSecondServer, type SecondServer } from './secondServer';

// Beside the suite's server (E2E_PORT): the social server and its fake providers.
const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);
const SOCIAL_PORT = E2E_PORT + 3;
const PROVIDERS_PORT = E2E_PORT + 4;

interface SocialWorld {
  server: SecondServer;
  providers: FakeProviders;
}

let sequence = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${process.pid}-${(sequence += 1)}@example.com`;

const socialTest = test.extend<{ socialRequest: APIRequestContext }, { social: SocialWorld }>({
  // eslint-disable-next-line no-empty-pattern
  social: [async ({}, use) => {
    const providers = await startFakeProviders(PROVIDERS_PORT);
    // The VK app switch on, so /callback is served.
    const configDir = mkdtempSync(join(tmpdir(), 'panelist-e2e-social-config-'));
    writeFileSync(join(configDir, 'site-config.json'), JSON.stringify({ vkAppEnabled: true }));
    const { server, stop } = await startSecondServer(SOCIAL_PORT, { ...providers.env, SITE_CONFIG: join(configDir, 'site-config.json') }, 'social');
    await use({ server, providers });
    stop();
    await providers.close();
    rmSync(configDir, { recursive: true, force: true });
  }, { scope: 'worker', timeout: 180_000 }],
  socialRequest: async ({ social }, use) => {
    const context = await apiRequest.newContext({ baseURL: social.server.baseURL });
    await use(context);
    await context.dispose();
  },
});

async function socialPage(browser: Browser, world: SocialWorld) {
  const context = await browser.newContext({ baseURL: world.server.baseURL });
  const page = await context.newPage();
  return { context, page, screen: new SocialAuthScreen(page) };
}

socialTest.describe('Social sign-in (social login flow)', () => {
  socialTest('a new Facebook member: /login offers the button, the consent modal registers and signs in on /app', async ({ browser, social, socialRequest }) => {
    const email = uniqueEmail('fb-new');
    social.providers.add('fb-new-token', { email, first_name: 'Nadia', last_name: 'Newman' });
    const { context, page, screen } = await socialPage(browser, social);

    await page.goto('/login');
    const facebook = new URL((await page.getByRole('link', { name: 'Continue with Facebook' }).getAttribute('href')) ?? '');
    expect(facebook.hostname).toBe('www.facebook.com');
    expect(facebook.searchParams.get('redirect_uri')).toBe(`${social.server.baseURL}/socialAuth`);
    // The /socialAuth state of the provider, as it is.
    expect(facebook.searchParams.get('state')).toBe('facebook');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue with VKontakte' })).toHaveAttribute('href', /^https:\/\/oauth\.vk\.com\/authorize\?/);
    // The Aitu switch is off on this server: no button, although its client id is set.
    await expect(page.getByRole('link', { name: 'Continue with Aitu' })).toHaveCount(0);
    // Secondary buttons: their text readable on their own background.
    const layout = new LayoutPage(page);
    for (const network of ['Facebook', 'Google', 'VKontakte']) {
      expect(await layout.textContrast(page.getByRole('link', { name: `Continue with ${network}` })), network).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }

    await screen.signInWith('Facebook', { access_token: 'fb-new-token' });
    await expect(screen.heading).toBeVisible();
    await screen.agreeAndConfirm();
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    const login = await socialRequest.post('/rest/user/login', { data: { fbToken: 'fb-new-token' } });
    expect(await login.json()).toMatchObject({ user_agrees_contact: true });
    await context.close();
  });

  socialTest('a guest who registers through Facebook on the same device keeps their answers', async ({ browser, social, socialRequest }) => {
    const email = uniqueEmail('fb-guest');
    social.providers.add('fb-guest-token', { email, first_name: 'Gala', last_name: 'Guest' });
    const { context, page, screen } = await socialPage(browser, social);
    const api = new PanelApi(socialRequest);

    const card = new PollFeedPage(page);
    const guest = await card.guestWithAnswer(socialRequest);

    await page.goto('/login');
    // The provider's login is sent with the guest's session, and refused for the person it does not know yet.
    await screen.signInWith('Facebook', { access_token: 'fb-guest-token' });
    const registered = nextPost(page, 'user/register');
    await screen.agreeAndConfirm();
    expect((await registered).headers().authorization).toBe(guest.authorization);
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);

    const member = await card.storedCredentials();
    expect(member.userId).not.toBe(guest.userId);
    expect(await api.selectedValues(member, 1)).toEqual([2]);
    await context.close();
  });

  socialTest('a visitor from the campaign link (/?utm_source=erg) registering through Facebook is flagged as the campaign\'s', async ({ browser, social, socialRequest }) => {
    social.providers.add('fb-erg-token', { email: uniqueEmail('fb-erg'), first_name: 'Erin', last_name: 'Partner' });
    const { context, page, screen } = await socialPage(browser, social);

    await page.goto('/?utm_source=erg');
    await expect(page).toHaveURL(/\/login\?utm_source=erg$/);
    // The provider's return to /socialAuth carries the provider's query, not the campaign's.
    await screen.signInWith('Facebook', { access_token: 'fb-erg-token' });
    await expect(screen.heading).toBeVisible();
    const sent = nextPost(page, 'user/register');
    await screen.agreeAndConfirm();
    expect((await sent).postDataJSON()).toMatchObject({ user_erg_employee: true, fbToken: 'fb-erg-token' });
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    const login = (await (await socialRequest.post('/rest/user/login', { data: { fbToken: 'fb-erg-token' } })).json()) as { user_id: number; token: string };
    expect(await new PanelApi(socialRequest).ergEmployee({ userId: login.user_id, authorization: `${login.user_id}:${login.token}` })).toBe(true);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ergEmployee');
    await context.close();
  });

  socialTest('an existing member without a recorded agreement (Google, token in the fragment): consent, then /app', async ({ browser, social, socialRequest }) => {
    const member = await new PanelApi(socialRequest).registerMember(social.server.outbox);
    social.providers.add('google-existing-token', { email: member.email, first_name: 'Dana', last_name: 'Polls' });
    const { context, page, screen } = await socialPage(browser, social);

    await page.goto('/login');
    const sent = nextPost(page, 'user/login');
    await screen.signInWith('Google', { id_token: 'google-existing-token' }, 'fragment');
    // The whole login payload: the provider's token in its field, the other fields null.
    expect((await sent).postDataJSON()).toEqual({
      fbToken: null, googleToken: 'google-existing-token', vKontakteToken: null, aituAccessToken: null,
      user_name: null, user_password: null, fingerprint: expect.any(String), recommended_by: null,
    });
    await screen.agreeAndConfirm();
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    const login = await socialRequest.post('/rest/user/login', { data: { googleToken: 'google-existing-token' } });
    expect(await login.json()).toMatchObject({ user_id: member.userId, user_agrees_contact: true });
    await context.close();
  });

  socialTest('an existing member without a recorded agreement who denies it is not left signed in on the server', async ({ browser, social, socialRequest }) => {
    const member = await new PanelApi(socialRequest).registerMember(social.server.outbox);
    social.providers.add('google-denied-token', { email: member.email, first_name: 'Dina', last_name: 'Denied' });
    const { context, page, screen } = await socialPage(browser, social);

    await page.goto('/login');
    const answered = page.waitForResponse((response) => response.url().endsWith('/rest/user/login') && response.request().method() === 'POST');
    await screen.signInWith('Google', { id_token: 'google-denied-token' }, 'fragment');
    const { user_id: userId, token } = (await (await answered).json()) as { user_id: number; token: string };
    await expect(screen.consent).toBeVisible();
    const revoked = nextPost(page, 'user/logout');
    await screen.deny.click();
    expect((await revoked).headers().authorization).toBe(`${userId}:${token}`);
    await expect.poll(async () => (await socialRequest.get(`/rest/user/${userId}`, { headers: { authorization: `${userId}:${token}` } })).status()).toBe(401);
    await context.close();
  });

  socialTest('deny goes back for Facebook (to the page the member left for it), and to /login for Aitu', async ({ browser, social }) => {
    social.providers.add('fb-deny-token', { email: uniqueEmail('fb-deny'), first_name: 'Dan', last_name: 'Deny' });
    social.providers.add('aitu-deny-code', { phone: `+7701${String(Date.now()).slice(-7)}`, first_name: 'Aida', last_name: 'Deny' });
    const { context, page, screen } = await socialPage(browser, social);

    await page.goto('/login?redirectTo=%2Fapp%2Fhistory');
    await screen.signInWith('Facebook', { access_token: 'fb-deny-token' });
    await expect(screen.consent).toBeVisible();
    await screen.deny.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fhistory$/);

    // Aitu's button is off on this server: the browser holds the cookie its sign-in would have stored.
    await screen.startedSignIn();
    await screen.returnFrom('login_method_aitu', { code: 'aitu-deny-code' });
    await expect(screen.consent).toBeVisible();
    await screen.deny.click();
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });

  socialTest('a provider without e-mail aborts with the product\'s message', async ({ browser, social }) => {
    social.providers.add('fb-no-email-token', { first_name: 'Nora', last_name: 'Nomail' });
    const { context, page, screen } = await socialPage(browser, social);
    await page.goto('/login');
    await screen.signInWith('Facebook', { access_token: 'fb-no-email-token' });
    await expect(page.getByText('Error with Facebook register, no email address received from Facebook!')).toBeVisible();
    await expect(screen.consent).toBeHidden();
    await context.close();
  });

  socialTest('a bad token shows the provider\'s login error and goes back after 5 s to the page the member left from', async ({ browser, social }) => {
    const { context, page, screen } = await socialPage(browser, social);
    await page.goto('/login?redirectTo=%2Fapp%2Fsettings');
    await screen.signInWith('Google', { id_token: 'forged-token' });
    await expect(page.getByText('Error occurred while trying to login user using Google!')).toBeVisible();
    await expect(page).toHaveURL(/\/socialAuth/);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fsettings$/);
    await context.close();
  });

  socialTest('Google: an ID token issued for another sign-in (not this browser\'s nonce) is refused before the login; one with this sign-in\'s nonce signs in', async ({ browser, social, socialRequest }) => {
    const member = await new PanelApi(socialRequest).registerMember(social.server.outbox);
    const person = { email: member.email, first_name: 'Nina', last_name: 'Nonce' };
    const { context, page, screen } = await socialPage(browser, social);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/rest/user/login')) logins.push(request.url());
    });

    // Someone else's token, slipped into this browser's return: the provider vouches for it, the nonce does not.
    const injected = unsignedIdToken({ sub: 'nonce-1', nonce: 'an-attackers-nonce' });
    social.providers.add(injected, person);
    await page.goto('/login?redirectTo=%2Fapp%2Fhistory');
    await screen.signInWith('Google', { id_token: injected }, 'fragment');
    await expect(page.getByText('Error occurred while trying to login user using Google!')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fhistory$/);
    expect(logins).toEqual([]);

    await screen.signInWith('Google', (asked) => {
      const token = unsignedIdToken({ sub: 'nonce-2', nonce: asked.searchParams.get('nonce') });
      social.providers.add(token, person);
      return { id_token: token };
    }, 'fragment');
    await screen.agreeAndConfirm();
    await expect(page).toHaveURL(/\/app\/history$/);
    expect(logins.length).toBeGreaterThan(0);
    await context.close();
  });

  socialTest('Google\'s own failures each show their message, then go back', async ({ browser, social }) => {
    const { context, page, screen } = await socialPage(browser, social);
    const failures: [string, string][] = [
      ['access_denied', 'You did not allow access to your Google account, so we could not log you in.'],
      ['popup_closed_by_user', 'The Google sign-in window was closed before you finished. Please try again.'],
      ['immediate_failed', 'Google could not log you in without asking you. Please choose your Google account and try again.'],
      ['idpiframe_initialization_failed', 'Google sign-in could not start on this site (the domain is not authorized). Please log in another way.'],
      ['server_error', 'An unknown error occurred while logging in with Google. Please try again.'],
    ];
    for (const [error, message] of failures) {
      await page.goto('/login?redirectTo=%2Fapp%2Fprizes');
      await screen.signInWith('Google', { error }, 'fragment');
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveURL(/\/socialAuth/);
    }
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fprizes$/);
    await context.close();
  });

  socialTest('callbackHash: a return this browser did not start fails as a sign-in (VKontakte: its failed check), and signs no one in', async ({ browser, social }) => {
    social.providers.add('fb-csrf-token', { email: uniqueEmail('fb-csrf'), first_name: 'Carl', last_name: 'Forged' });
    social.providers.add('vk-csrf-code', { email: uniqueEmail('vk-csrf'), first_name: 'Vlad', last_name: 'Forged' });
    const { context, page, screen } = await socialPage(browser, social);
    const signedIn = async () => (await context.cookies()).some((cookie) => cookie.name.startsWith('globals'));

    // A link made elsewhere, as a login-CSRF attempt brings: 'Login...', the provider's error, then /login.
    await screen.returnFrom('facebook', { access_token: 'fb-csrf-token' });
    await expect(screen.heading).toBeVisible();
    await expect(page.getByText('Error occurred while trying to login user using Facebook!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(screen.consent).toBeHidden();

    // A state that is not one of the four, even with a sign-in started here: /login at once.
    await screen.startedSignIn();
    await screen.returnFrom(`facebook.${'A'.repeat(22)}`, { access_token: 'fb-csrf-token' });
    await expect(page).toHaveURL(/\/login$/);
    await expect(screen.consent).toBeHidden();

    await page.goto('/callback?code=vk-csrf-code');
    await expect(page).toHaveURL(/\/login\?vk_failed_auth=true$/);
    await expect(page.getByText('Error with VKontakte login, please contact the provider!')).toBeVisible();
    expect(await signedIn()).toBe(false);
    await context.close();
  });

  socialTest('callbackHash: a sign-in denied at VKontakte (its return has no code) is over: a link made elsewhere later signs no one in', async ({ browser, social }) => {
    social.providers.add('fb-after-vk-denied', { email: uniqueEmail('fb-after-vk'), first_name: 'Carl', last_name: 'Forged' });
    const { context, page, screen } = await socialPage(browser, social);
    await page.goto('/login');
    await screen.startedSignIn();
    await page.goto('/callback?state=vkontakte&error=access_denied&error_description=User+denied+your+request');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'callbackHash')).toBe(false);

    await screen.returnFrom('facebook', { access_token: 'fb-after-vk-denied' });
    await expect(page.getByText('Error occurred while trying to login user using Facebook!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).some((cookie) => cookie.name.startsWith('globals'))).toBe(false);
    await context.close();
  });

  socialTest('VKontakte: /callback exchanges the code, consent registers and signs in; a bad code goes to /login?vk_failed_auth=true', async ({ browser, social }) => {
    social.providers.add('vk-new-code', { email: uniqueEmail('vk-new'), first_name: 'Vera', last_name: 'Volkova' });
    const { context, page, screen } = await socialPage(browser, social);

    await page.goto('/login');
    await screen.signInWith('VKontakte', { code: 'vk-new-code' });
    await expect(page).toHaveURL(/\/callback\?/);
    await expect(screen.heading).toBeVisible();
    await screen.agreeAndConfirm();
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);

    await context.clearCookies();
    await page.goto('/login');
    await screen.signInWith('VKontakte', { code: 'expired-code' });
    await expect(page).toHaveURL(/\/login\?vk_failed_auth=true$/);
    await expect(page.getByText('Error with VKontakte login, please contact the provider!')).toBeVisible();
    await context.close();
  });
});
