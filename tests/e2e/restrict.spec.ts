import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as apiRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { LoginScreen } from './pages/AuthPages';
import { DESKTOP, LayoutPage, PHONE } from './pages/LayoutPage';
import { PanelApi } from './pages/PanelApi';
import { startSecondServer, type SecondServer } from './secondServer';

const RESTRICT_PORT = Number(process.env.E2E_PORT ?? 8091) + 6;

/** A server with the restrictAccess switch on, on its own database. */
const restrictTest = test.extend<object, { restrictServer: SecondServer }>({
  // eslint-disable-next-line no-empty-pattern
  restrictServer: [async ({}, use, workerInfo) => {
    const siteConfig = join(workerInfo.project.outputDir, `restrict-site-config-${workerInfo.workerIndex}.json`);
    writeFileSync(siteConfig, JSON.stringify({ restrictAccess: true }));
    const { server, stop } = await startSecondServer(RESTRICT_PORT, { SITE_CONFIG: siteConfig }, 'restrict');
    await use(server);
    stop();
  }, { scope: 'worker', timeout: 180_000 }],
});

restrictTest('with restrictAccess on, a member lands on /restrict in a minimal frame: no panel links, the language and Log out', async ({ browser, restrictServer }) => {
  const request = await apiRequest.newContext({ baseURL: restrictServer.baseURL });
  const member = await new PanelApi(request).registerMember(restrictServer.outbox);
  const context = await browser.newContext({ baseURL: restrictServer.baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  const layout = new LayoutPage(page);
  try {
    const login = new LoginScreen(page);
    await login.open();
    await login.signIn(member.email, member.password);
    await expect(page).toHaveURL(/\/restrict$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
    for (const name of ['Home', 'Polls', 'About you', 'My activity']) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(layout.restrictedLayout).toBeVisible();
    await expect(layout.profileMenuButton).toHaveCount(0);
    await expect(layout.leftSidebar).toHaveCount(0);
    await expect(layout.rightSidebar).toHaveCount(0);
    await expect(layout.languageSelector).toBeVisible();

    // The landing page's buttons would all lead back here: / goes to /restrict too.
    await page.goto('/');
    await expect(page).toHaveURL(/\/restrict$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();

    // On a phone: the same bar, no menu to open.
    await page.setViewportSize(PHONE);
    await expect(layout.menuButton).toHaveCount(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(layout.restrictedLayout).toHaveCount(0);
  } finally {
    await context.close();
    await request.dispose();
  }
});
