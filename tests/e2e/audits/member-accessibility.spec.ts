import type { Page } from '@playwright/test';
import { demoMember } from '../../../server/db/demo/seed-demo-member';
import { expect, test } from '../fixtures';
import { signIn } from '../pages/signIn';
import { auditAccessibility, DESKTOP, launchForLighthouse, PHONE } from './lighthouseRun';

/** The demo's first poll (English): open from the seed on, so the demo member's card page shows it. */
const OPEN_POLL = 1;

/** The screens a signed-in member uses every day, each with the test id of its screen. */
const MEMBER_SCREENS = [
  { path: '/app/', screen: 'feed' },
  { path: '/app/top10', screen: 'top10-page' },
  { path: `/app/cardPage/${OPEN_POLL}`, screen: 'card-page' },
  { path: `/app/stats/${OPEN_POLL}`, screen: 'stats-page' },
  { path: '/app/history', screen: 'history-page' },
  { path: '/app/settings', screen: 'settings-page' },
  { path: '/app/profile', screen: 'profile-page' },
  { path: '/app/spendpoints', screen: 'spend-page' },
  { path: '/app/surveys', screen: 'surveys-page' },
  { path: '/app/invite', screen: 'invite-page' },
  { path: '/app/propose', screen: 'propose-page' },
  { path: '/app/prizes', screen: 'page-prizes' },
] as const;

/** The desktop-only frame (header navigation, both sidebars) is the same on every screen: audited once, on the home screen. */
const DESKTOP_SCREENS = ['/app/'] as const;

/** The member sees the screen itself (its heading, no error), not a spinner, a refusal or the fallback page. */
async function expectScreenShown(page: Page, path: string, screen: string): Promise<void> {
  await page.goto(path);
  const shown = page.getByTestId(screen);
  await expect(shown.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shown.getByRole('alert')).toHaveCount(0);
}

test('Lighthouse accessibility on the member screens, signed in: 1 on each at phone size (and the desktop frame), no failing audit', async ({ baseURL }, testInfo) => {
  // Thirteen accessibility-only runs of about 5 s each here; the timeout keeps the test's cost in CI in view.
  test.setTimeout(180_000);
  const started = Date.now();
  const browser = await launchForLighthouse(baseURL);
  const report: string[] = [];
  try {
    // Signed in within the browser Lighthouse drives: its tabs share the session, and keep it (disableStorageReset).
    const page = browser.context.pages()[0] ?? (await browser.context.newPage());
    await signIn(page, demoMember.email, demoMember.password);
    const runs = [
      ...MEMBER_SCREENS.map(({ path, screen }) => ({ size: 'phone', path, screen, emulation: PHONE })),
      ...DESKTOP_SCREENS.map((path) => ({ size: 'desktop', path, screen: MEMBER_SCREENS.find((entry) => entry.path === path)!.screen, emulation: DESKTOP })),
    ];
    for (const { size, path, screen, emulation } of runs) {
      await expectScreenShown(page, path, screen);
      const audit = await auditAccessibility(`${baseURL}${path}`, browser.port, emulation, { disableStorageReset: true });
      report.push(`${size} ${path}: ${audit.scores.accessibility} (${audit.timing} ms)`);
      expect.soft(audit.finalUrl, `${size} ${path} stays signed in on the screen`).toBe(`${baseURL}${path}`);
      expect.soft(audit.failing, `${size} ${path} failing audits`).toEqual([]);
      expect.soft(audit.scores.accessibility, `${size} ${path} accessibility`).toBe(1);
    }
  } finally {
    await browser.close();
    report.push(`total ${Math.round((Date.now() - started) / 1000)} s`);
    testInfo.annotations.push({ type: 'lighthouse', description: report.join('; ') });
    console.log(`Lighthouse, member screens: ${report.join('; ')}`);
  }
});
