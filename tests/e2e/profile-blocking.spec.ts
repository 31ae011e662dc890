import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { request as apiRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PanelApi, type MemberSession } from './pages/PanelApi';
import { LoginScreen } from './pages/AuthPages';
import { LayoutPage } from './pages/LayoutPage';
import { ProfileSettingsPage } from './pages/ProfilePage';
import { startSecondServer, type SecondServer } from './secondServer';

/** Beside the suite's own server (E2E_PORT + 1), so runs on other ports do not collide; 8107 by default. */
const BLOCKING_PORT = Number(process.env.E2E_BLOCKING_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 8107));

/** The profile page with the blocking-profile switch on: a server of its own, with a site configuration that turns it on. */
const blockingTest = test.extend<object, { blockingServer: SecondServer }>({
  // eslint-disable-next-line no-empty-pattern
  blockingServer: [async ({}, use) => {
    const siteConfig = join(tmpdir(), `panelist-blocking-${process.pid}.json`);
    writeFileSync(siteConfig, JSON.stringify({ blockingProfile: true }));
    const { server, stop } = await startSecondServer(BLOCKING_PORT, { SITE_CONFIG: siteConfig }, 'blocking');
    await use(server);
    stop();
  }, { scope: 'worker', timeout: 180_000 }],
});

/** A fresh member of the blocking server, signed in on a page of their own and sent to /app/profile; `close` ends it. */
async function signedInBlockedMember(browser: Browser, server: SecondServer): Promise<{ page: Page; member: MemberSession; request: APIRequestContext; close(): Promise<void> }> {
  const request = await apiRequest.newContext({ baseURL: server.baseURL });
  const member = await new PanelApi(request).registerMember(server.outbox);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const close = async () => {
    await context.close();
    await request.dispose();
  };
  try {
    const login = new LoginScreen(page);
    await login.open();
    await login.signIn(member.email, member.password);
    await expect(page).toHaveURL(/^[^?]*\/app\/profile$/);
  } catch (error) {
    await close();
    throw error;
  }
  return { page, member, request, close };
}

blockingTest('with an incomplete profile, every /app page but the allowed ones goes to /app/profile', async ({ browser, blockingServer }) => {
  const { page, close } = await signedInBlockedMember(browser, blockingServer);
  try {
    for (const blocked of ['/app/', '/app/history', '/app/surveys', '/app/invite', '/app/top10']) {
      await page.goto(blocked);
      await expect(page, blocked).toHaveURL(/^[^?]*\/app\/profile$/);
    }
    for (const allowed of ['/app/settings', '/app/faq', '/app/terms', '/app/how', '/app/privacy', '/app/contact', '/app/aboutUs', '/app/spendpoints', '/app/prizes']) {
      await page.goto(allowed);
      await expect(page.getByRole('heading', { level: 1 }).first(), allowed).toBeVisible();
      await expect(page, allowed).toHaveURL(new RegExp(`${allowed}$`));
    }
    // The survey runner, outside /app, where push links land: a demo short survey is blocked; the
    // profile survey (About you's) is what an incomplete profile may take.
    await page.goto('/polls/2?pushNotification=true');
    await expect(page).toHaveURL(/^[^?]*\/app\/profile$/);
    await page.goto('/polls/1');
    await expect(page.getByTestId('survey-runner')).toBeVisible();
    await expect(page).toHaveURL(/\/polls\/1$/);
  } finally {
    await close();
  }
});

blockingTest('a blocked member completes the profile on /app/profile and gets Home, My activity and the polls back', async ({ browser, blockingServer }) => {
  const { page, close } = await signedInBlockedMember(browser, blockingServer);
  try {
    const layout = new LayoutPage(page);
    const profile = new ProfileSettingsPage(page);
    await expect(profile.blockedNotice).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change your photo' })).toHaveCount(0);
    await expect(layout.headerItem('home')).toHaveCount(0);
    await expect(layout.leftSidebar.getByTestId('sidebar-polls')).toHaveCount(0);
    // The surveys widget's links would all lead back here.
    await expect(layout.rightSidebar.getByTestId('widget-welcome')).toBeVisible();
    await expect(layout.rightSidebar.getByTestId('widget-surveys')).toHaveCount(0);

    await profile.fill({ birthdate: '1992-03-08', sex: 'Male', county: 'Astana', city: 'Astana' });
    await profile.save.click();

    await expect(page).toHaveURL(/^[^?]*\/app\/?$/);
    await expect(page.getByText('Your profile is complete: welcome to the polls!')).toBeVisible();
    await expect(layout.headerItem('home')).toBeVisible();
    await expect(layout.leftSidebar.getByTestId('sidebar-polls')).toBeVisible();
    await expect(layout.rightSidebar.getByTestId('widget-surveys')).toBeVisible();
    await layout.profileMenuButton.click();
    await page.getByTestId('profile-menu-history').click();
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
  } finally {
    await close();
  }
});

blockingTest('a profile completed elsewhere opens the polls at the next visit, though this browser kept it incomplete', async ({ browser, blockingServer }) => {
  const { page, member, request, close } = await signedInBlockedMember(browser, blockingServer);
  try {
    // Completed on another device: this browser's stored details still say incomplete.
    const headers = { authorization: member.authorization };
    const [county] = (await (await request.get('/rest/administrative-divisions/counties', { headers })).json()) as { id: number }[];
    const [city] = (await (await request.get(`/rest/administrative-divisions/cities/${county!.id}`, { headers })).json()) as { id: number }[];
    const saved = await request.post(`/rest/user/${member.userId}`, { headers, data: { user_id: member.userId, user_birthdate: '1990-05-17', user_sex: 'F', city_id: city!.id } });
    expect(saved.status()).toBe(200);

    await page.goto('/app/history');
    await expect(page.getByRole('heading', { level: 1, name: 'My activity' })).toBeVisible();
    await expect(page).toHaveURL(/^[^?]*\/app\/history$/);
  } finally {
    await close();
  }
});
