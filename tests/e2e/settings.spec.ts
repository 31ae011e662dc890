import { request as apiRequest, type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { startSecondServer, type SecondServer } from './secondServer';
import { FAKE_FIREBASE_WEB_CONFIG, FakeFirebase, watchFirebaseScripts } from './pages/FakeFirebase';
import { LoginScreen } from './pages/AuthPages';
import { HeldCalls } from './pages/HeldCalls';
import { PanelApi, type MemberSession } from './pages/PanelApi';
import { PollFeedPage } from './pages/PollFeedPage';
import { HistoryScreen } from './pages/RewardsPages';
import { AccountSettingsPage, PushOfferPanel } from './pages/SettingsPage';
import { signIn } from './pages/signIn';

const deviceTokens = async (request: APIRequestContext, member: MemberSession) =>
  (await (await request.get('/rest/getAllDevicesTokens/', { headers: { authorization: member.authorization } })).json()) as { token: string }[];

test.describe('Account Settings (no Firebase configured)', () => {
  test('shows the language selector, saves a language, and has no notification controls; firebase is never loaded', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    const firebaseScripts = watchFirebaseScripts(page);
    await signIn(page, member.email, member.password);
    const settings = new AccountSettingsPage(page);
    await settings.openFromProfileMenu();

    await expect(settings.languageSelector).toHaveValue('en');
    // Chosen from the keyboard: disabled during the request, which drops the focus to the page; it has it back after.
    await settings.languageSelector.focus();
    const update = await HeldCalls.hold(page, new RegExp(`/rest/user/${member.userId}$`));
    await settings.languageSelector.selectOption('ru');
    await expect(settings.languageSelector).toBeDisabled();
    await expect(settings.languageSelector).not.toBeFocused();
    update.release();
    await expect(settings.heading).toHaveText('Настройки аккаунта');
    await expect(page.getByText('User language successfully changed!')).toBeVisible();
    await expect(settings.languageSelector).toBeFocused();
    await expect(settings.notifications).toHaveCount(0);

    // Answering a poll makes no notifications offer either.
    await settings.languageSelector.selectOption('en');
    await expect(settings.heading).toHaveText('Account Settings');
    // Said in the language the member asked in, then in the one they chose.
    const changed = page.getByRole('status').filter({ hasText: 'User language successfully changed!' });
    await expect(changed.locator('[lang]')).toHaveText(['Язык пользователя успешно изменён!', 'User language successfully changed!']);
    // Picking the language already shown asks the server, which says it is the selected one.
    await settings.languageSelector.selectOption('en');
    await expect(page.getByText('User panel language is already the selected one!')).toBeVisible();
    await expect(settings.heading).toHaveText('Account Settings');
    const feed = new PollFeedPage(page);
    await feed.open();
    await feed.answerFirstChoice();
    await expect(feed.results).toBeVisible();
    await expect(new PushOfferPanel(page).root).toHaveCount(0);
    expect(firebaseScripts).toEqual([]);
  });

  test('arrow keys on the language selector only stage a language; Enter applies the last one with a single update', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const settings = new AccountSettingsPage(page);
    await settings.open();
    const updates: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === `/rest/user/${member.userId}`) updates.push(sent.url());
    });

    await settings.languageSelector.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(settings.languageSelector).toHaveValue('kk');
    await expect(settings.heading).toHaveText('Account Settings');

    await page.keyboard.press('Enter');
    await expect(settings.heading).toHaveText('Аккаунт баптаулары');
    await expect(settings.languageSelector).toBeEnabled();
    // Kazakh dates as CLDR writes them, though this browser is built without Kazakh data ("2020 M12 17").
    await expect(page.getByTestId('right-sidebar').getByTestId('widget-promo')).toContainText('2020 ж. 17 желтоқсан – 2020 ж. 31 желтоқсан аралығында:');
    expect(updates).toHaveLength(1);
    await expect.poll(async () => (await request.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } }).then((r) => r.json())).language.lang_panel_directory_name).toBe('kk');
  });

  test('a deletion request behind a confirmation signs the member out everywhere and says so on /login; signing in again cancels it and says so', async ({ page, request, outbox }) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const settings = new AccountSettingsPage(page);
    await settings.open();

    await settings.startDeletion();
    // The dialog opens on Cancel: a second Enter does not delete the account.
    await expect(settings.deletionDialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await settings.cancelDeletion();
    expect((await request.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } })).status()).toBe(200);

    await settings.startDeletion();
    await settings.confirmDeletion();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your request to delete the account has been received. You have been signed out on all your devices. Signing in again cancels the request.')).toBeVisible();
    // Every session is gone: the API session made at activation and the browser's.
    expect((await request.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } })).status()).toBe(401);
    // The settings page left before the session ended, as on Log out: it is not the next sign-in's target.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('redirectTo');

    // Back before an operator completed the request: it is cancelled, and the member is told.
    await new LoginScreen(page).signIn(member.email, member.password);
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back! Your account deletion request has been cancelled.' })).toBeVisible();
    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    await page.goto('/app/settings');
    await expect(new AccountSettingsPage(page).heading).toBeVisible();
    const history = new HistoryScreen(page);
    await history.open();
    await expect(history.row('Account deletion cancelled')).toBeVisible();
    await expect(history.row('Account deletion requested')).toBeVisible();
  });
});

/** A second server with a (fake) Firebase web configuration, on its own database. */
type FirebaseServer = SecondServer;

const FIREBASE_PORT = Number(process.env.E2E_FIREBASE_PORT ?? 8106);

const startFirebaseServer = () => startSecondServer(FIREBASE_PORT, { FIREBASE_WEB_CONFIG: JSON.stringify(FAKE_FIREBASE_WEB_CONFIG) }, 'firebase');

const firebaseTest = test.extend<{ firebaseRequest: APIRequestContext }, { firebaseServer: FirebaseServer }>({
  // eslint-disable-next-line no-empty-pattern
  firebaseServer: [async ({}, use) => {
    const { server, stop } = await startFirebaseServer();
    await use(server);
    stop();
  }, { scope: 'worker', timeout: 180_000 }],
  firebaseRequest: async ({ firebaseServer }, use) => {
    const context = await apiRequest.newContext({ baseURL: firebaseServer.baseURL });
    await use(context);
    await context.dispose();
  },
});

async function firebasePage(browser: Browser, server: FirebaseServer, permission: 'granted' | 'denied' = 'granted') {
  const context = await browser.newContext({ baseURL: server.baseURL, permissions: permission === 'granted' ? ['notifications'] : [] });
  const google = new FakeFirebase();
  await google.install(context);
  const page = await context.newPage();
  return { context, page, google };
}

firebaseTest.describe('Notifications with Firebase configured', () => {
  firebaseTest('the settings switch turns push on and off for this device, lists the devices, and the button turns it off on all of them', async ({ browser, firebaseServer, firebaseRequest }) => {
    const api = new PanelApi(firebaseRequest);
    const member = await api.registerMember(firebaseServer.outbox);
    // Another device of the member's, registered earlier.
    expect((await firebaseRequest.post('/rest/saveDeviceToken/', { headers: { authorization: member.authorization, 'content-type': 'text/plain' }, data: 'e2e-other-device-token' })).ok()).toBe(true);
    const { context, page, google } = await firebasePage(browser, firebaseServer);
    const firebaseScripts = watchFirebaseScripts(page);
    await signIn(page, member.email, member.password);
    const settings = new AccountSettingsPage(page);
    await settings.open();

    await expect(settings.pushSwitch).not.toBeChecked();
    await expect(settings.devices).toHaveText([/^Another device · since /]);
    // Nothing of firebase is loaded until the member acts.
    expect(firebaseScripts).toEqual([]);

    await settings.pushSwitch.click();
    await expect(page.getByText('Notifications are on.')).toBeVisible();
    await expect(settings.pushSwitch).toBeChecked();
    await expect(settings.devices).toHaveText([/^This device · since /, /^Another device · since /]);
    expect(google.fcmTokens).toHaveLength(1);
    expect((await deviceTokens(firebaseRequest, member)).map((device) => device.token).sort()).toEqual([google.fcmTokens[0], 'e2e-other-device-token'].sort());
    expect(firebaseScripts.length).toBeGreaterThan(0);

    // The switch is this device's: turning it off leaves the member's other device on.
    await settings.pushSwitch.click();
    await expect(page.getByText('Notifications are off on this device.')).toBeVisible();
    await expect(settings.pushSwitch).not.toBeChecked();
    await expect(settings.devices).toHaveText([/^Another device · since /]);
    expect((await deviceTokens(firebaseRequest, member)).map((device) => device.token)).toEqual(['e2e-other-device-token']);
    expect(google.deletedTokens).toEqual([google.fcmTokens[0]]);

    await settings.offEverywhereButton.click();
    await expect(page.getByText('Notifications are off on all your devices.')).toBeVisible();
    await expect(settings.pushSwitch).not.toBeChecked();
    await expect(settings.notifications.getByText('No device of yours gets notifications.')).toBeVisible();
    expect(await deviceTokens(firebaseRequest, member)).toEqual([]);
    await context.close();
  });

  firebaseTest('after the first answered poll the feed offers notifications once; accepting turns them on', async ({ browser, firebaseServer, firebaseRequest }) => {
    const member = await new PanelApi(firebaseRequest).registerMember(firebaseServer.outbox);
    const { context, page, google } = await firebasePage(browser, firebaseServer);
    await signIn(page, member.email, member.password);
    const feed = new PollFeedPage(page);
    const offer = new PushOfferPanel(page);
    await expect(feed.card).toBeVisible();
    // Never on load.
    await expect(offer.root).toHaveCount(0);

    await feed.answerFirstChoice();
    await expect(offer.root).toBeVisible();
    await expect(offer.root.getByRole('heading', { name: 'Get notified about new surveys?' })).toBeVisible();
    await offer.acceptButton.click();
    await expect(page.getByText('Notifications are on.')).toBeVisible();
    await expect(offer.root).toHaveCount(0);
    expect((await deviceTokens(firebaseRequest, member)).map((device) => device.token)).toEqual([google.fcmTokens[0]]);
    await context.close();
  });

  firebaseTest('dismissing the offer is remembered on the device; blocked notifications hide the switch', async ({ browser, firebaseServer, firebaseRequest }) => {
    const member = await new PanelApi(firebaseRequest).registerMember(firebaseServer.outbox);
    const { context, page } = await firebasePage(browser, firebaseServer);
    await signIn(page, member.email, member.password);
    const feed = new PollFeedPage(page);
    const offer = new PushOfferPanel(page);
    await feed.answerFirstChoice();
    await offer.dismissButton.click();
    await expect(offer.root).toHaveCount(0);

    await page.reload();
    await feed.answerFirstChoice();
    await expect(feed.results).toBeVisible();
    await expect(offer.root).toHaveCount(0);
    expect(await deviceTokens(firebaseRequest, member)).toEqual([]);
    await context.close();

    // Where the browser blocks notifications (headless Chromium without the grant), the switch gives way to the reason.
    const blocked = await firebasePage(browser, firebaseServer, 'denied');
    await signIn(blocked.page, member.email, member.password);
    const settings = new AccountSettingsPage(blocked.page);
    await settings.open();
    await expect(settings.notifications.getByText('Notifications are blocked for this site in your browser settings.')).toBeVisible();
    await expect(settings.pushSwitch).toHaveCount(0);
    await blocked.context.close();
  });
});
