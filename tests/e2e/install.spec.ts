import { chromium, type BrowserContext } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { chromiumArgs } from './playwright.config';
import { InstallPromptDriver } from './pages/InstallPromptDriver';
import { DESKTOP, LayoutPage, PHONE } from './pages/LayoutPage';
import { ServiceWorkerDriver } from './pages/ServiceWorkerDriver';
import { PanelApi } from './pages/PanelApi';
import { signIn } from './pages/signIn';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test.describe('Install App', () => {
  test("the phone menu's Install App shows the browser menu's steps until the browser offers installing, then opens its prompt, and hides once installed", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const layout = new LayoutPage(page);
    const install = new InstallPromptDriver(page);
    await page.goto('/login');
    await layout.openMobileMenu();
    const entry = layout.mobileMenu.getByTestId('install-app');
    await expect(entry).toHaveAttribute('aria-expanded', 'false');
    await entry.click();
    await expect(layout.mobileMenu.getByTestId('install-browser-steps').getByRole('listitem')).toHaveText([
      "Open your browser's menu.",
      'Choose Install app or Add to Home screen.',
      'Confirm: Panelist opens from your home screen like any other app.',
    ]);

    await install.offerInstall('accepted');
    await expect(entry).not.toHaveAttribute('aria-expanded');
    await entry.click();
    await expect.poll(() => install.timesPrompted()).toBe(1);
    await expect(page.getByTestId('install-app')).toHaveCount(0);
  });

  test('appinstalled hides the entry the browser had offered', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const layout = new LayoutPage(page);
    const install = new InstallPromptDriver(page);
    await page.goto('/login');
    await install.offerInstall('dismissed');
    await layout.openMobileMenu();
    await expect(layout.mobileMenu.getByTestId('install-app')).toBeVisible();
    await install.reportInstalled();
    await expect(page.getByTestId('install-app')).toHaveCount(0);
  });

  test('on desktop the profile menu holds Install App', async ({ page, request, outbox }) => {
    await page.setViewportSize(DESKTOP);
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const layout = new LayoutPage(page);
    await new InstallPromptDriver(page).offerInstall();
    await layout.profileMenuButton.click();
    await expect(page.getByTestId('install-app')).toBeVisible();
  });

  test.describe('on iOS Safari', () => {
    test.use({ userAgent: IPHONE_SAFARI, viewport: PHONE });

    test('Install App shows the Add to Home Screen steps instead of a prompt', async ({ page }) => {
      const layout = new LayoutPage(page);
      await page.goto('/login');
      await layout.openMobileMenu();
      const entry = layout.mobileMenu.getByTestId('install-app');
      await expect(entry).toHaveAttribute('aria-expanded', 'false');
      await entry.click();
      const steps = layout.mobileMenu.getByTestId('install-ios-steps');
      await expect(steps.getByRole('listitem')).toHaveText([
        "Tap the Share button in Safari's toolbar.",
        'Choose Add to Home Screen.',
        'Tap Add: Panelist opens from your Home Screen like any other app.',
      ]);
    });
  });
});

/** A persistent profile (installability is not evaluated in incognito contexts, which every new Playwright context is), thrown away after. */
async function withPersistentProfile(baseURL: string | undefined, use: (context: BrowserContext) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'panelist-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs, baseURL });
  try {
    await use(context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

test('Chromium reports no installability errors (persistent profile, worker in control)', async ({ baseURL }) => {
  await withPersistentProfile(baseURL, async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    await new ServiceWorkerDriver(page, context).openControlled('/');
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
  });
});

test('in Russian the app installs under its Russian name and shortcuts, as the same app', async ({ baseURL }) => {
  await withPersistentProfile(baseURL, async (context) => {
    await context.addCookies([{ name: 'language', value: 'ru', url: baseURL! }]);
    const page = context.pages()[0] ?? (await context.newPage());
    await new ServiceWorkerDriver(page, context).openControlled('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход');
    const cdp = await context.newCDPSession(page);
    const shown = async () => {
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      const manifest = data ? (JSON.parse(data) as { id?: string; name?: string; lang?: string; shortcuts?: { name: string }[] }) : {};
      return { url: new URL(url || '/', baseURL).pathname, errors, id: manifest.id, name: manifest.name, lang: manifest.lang, shortcuts: manifest.shortcuts?.map(({ name }) => name) };
    };
    await expect.poll(shown).toEqual({
      url: '/manifest.ru.webmanifest',
      errors: [],
      id: '/app/',
      name: 'Panelist: опросы, анкеты и награды',
      lang: 'ru',
      shortcuts: ['Опросы', 'Анкеты'],
    });
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  });
});
