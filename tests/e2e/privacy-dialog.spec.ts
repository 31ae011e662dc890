import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { startSecondServer, type SecondServer } from './secondServer';
import { PanelApi } from './pages/PanelApi';
import { PrivacyDialog } from './pages/PrivacyDialog';
import { signIn } from './pages/signIn';

const PRIVACY_PORT = Number(process.env.E2E_PORT ?? 8091) + 5;
const POLICY_VERSION = '2026-07';

/** A server with the privacyDialog switch on, on its own database. */
const privacyTest = test.extend<{ privacyRequest: APIRequestContext }, { privacyServer: SecondServer }>({
  // eslint-disable-next-line no-empty-pattern
  privacyServer: [async ({}, use, workerInfo) => {
    const siteConfig = join(workerInfo.project.outputDir, `privacy-site-config-${workerInfo.workerIndex}.json`);
    writeFileSync(siteConfig, JSON.stringify({ privacyDialog: true, privacyPolicyVersion: POLICY_VERSION }));
    const { server, stop } = await startSecondServer(PRIVACY_PORT, { SITE_CONFIG: siteConfig }, 'privacy');
    await use(server);
    stop();
  }, { scope: 'worker', timeout: 180_000 }],
  privacyRequest: async ({ privacyServer }, use) => {
    const context = await apiRequest.newContext({ baseURL: privacyServer.baseURL });
    await use(context);
    await context.dispose();
  },
});

privacyTest('with privacyDialog on, a member accepts the current policy once, on every device; declining signs out', async ({ browser, privacyServer, privacyRequest }) => {
  const member = await new PanelApi(privacyRequest).registerMember(privacyServer.outbox);
  const context = await browser.newContext({ baseURL: privacyServer.baseURL });
  const page = await context.newPage();
  const dialog = new PrivacyDialog(page);

  await signIn(page, member.email, member.password);
  await expect(dialog.root).toBeVisible();
  await expect(dialog.root).toContainText(`version ${POLICY_VERSION}`);
  await expect(dialog.policyLink).toHaveAttribute('href', '/privacy');
  await expect(dialog.policyLink).toHaveAttribute('target', '_blank');
  // Modal: focus is inside it, and Escape does not dismiss it.
  await expect(dialog.policyLink).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog.root).toBeVisible();

  await dialog.declineButton.click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/login\?redirectTo=/);

  await signIn(page, member.email, member.password);
  await expect(dialog.root).toBeVisible();
  await dialog.acceptButton.press('Enter');
  await expect(dialog.root).toBeHidden();
  // It opened by itself, so there is no opener to go back to: the page's content takes the focus.
  await expect(page.locator('main#main')).toBeFocused();
  const details = await (await privacyRequest.get(`/rest/user/${member.userId}`, { headers: { authorization: member.authorization } })).json();
  expect(details.user.privacy_accepted_version).toBe(POLICY_VERSION);
  expect(Date.parse(details.user.privacy_accepted_at)).toBeGreaterThan(Date.now() - 120_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
  await expect(dialog.root).toBeHidden();
  await context.close();

  // Another device: asked nothing, the acceptance lives on the server.
  const otherDevice = await browser.newContext({ baseURL: privacyServer.baseURL });
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, member.email, member.password);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
  await expect(new PrivacyDialog(otherPage).root).toHaveCount(0);
  await otherDevice.close();
});

test('with privacyDialog off (the default), no privacy dialog shows', async ({ page, request, outbox }) => {
  const member = await new PanelApi(request).registerMember(outbox);
  await signIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Polls' })).toBeVisible();
  await expect(new PrivacyDialog(page).root).toHaveCount(0);
});
