import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { PanelApi } from './pages/PanelApi';
import { signIn } from './pages/signIn';

/**
 * The JavaScript a first load fetches in the browser, gzipped, per page, until the network settles
 * (so the worker's helper, loaded after the page's load event, counts too), against the first load's
 * JavaScript budgets. scripts/js-budget.ts checks the same from the build output.
 */
const BUDGET_KB = { '/': 120, '/login': 120, '/register': 120, '/app/': 170 } as const;

/** Opens a path and sums the gzipped size of every script it fetched until the network settled. */
async function firstLoadJsKb(page: Page, path: string): Promise<{ kb: number; scripts: string[] }> {
  const bodies: Promise<{ url: string; size: number }>[] = [];
  const countScript = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, size: gzipSync(body, { level: 9 }).length })));
  };
  page.on('response', countScript);
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Stops counting before the sum: a script arriving later would have its body read after the test
  // ended, and that read's failure ("Test ended") would fail the test.
  page.off('response', countScript);
  const scripts = await Promise.all(bodies);
  if (process.env.JS_BUDGET_DETAIL) console.log(scripts.map((script) => `${script.url} ${(script.size / 1024).toFixed(1)} KB`).join('\n'));
  return { kb: scripts.reduce((sum, script) => sum + script.size, 0) / 1024, scripts: scripts.map((script) => script.url) };
}

test.describe('JavaScript budgets of the first load', () => {
  for (const path of ['/', '/login', '/register'] as const) {
    test(`${path} stays within ${BUDGET_KB[path]} KB gzipped, without swiper, firebase or fingerprintjs`, async ({ browser }, testInfo) => {
      const page = await (await browser.newContext()).newPage();
      const { kb, scripts } = await firstLoadJsKb(page, path);
      testInfo.annotations.push({ type: 'js', description: `${path}: ${kb.toFixed(1)} KB gzipped in ${scripts.length} scripts` });
      console.log(`JS on first load of ${path}: ${kb.toFixed(1)} KB gzipped (${scripts.length} scripts)`);
      expect(kb).toBeLessThanOrEqual(BUDGET_KB[path]);
      expect(scripts.filter((url) => /swiper|firebase|fp\.esm|LeftCarousel|MobileSlider|AppLayout/i.test(url))).toEqual([]);
    });
  }

  test('/app/ stays within 170 KB gzipped for a signed-in member', async ({ page, request, outbox }, testInfo) => {
    const member = await new PanelApi(request).registerMember(outbox);
    await signIn(page, member.email, member.password);
    const fresh = await page.context().newPage();
    const { kb, scripts } = await firstLoadJsKb(fresh, '/app/');
    testInfo.annotations.push({ type: 'js', description: `/app/: ${kb.toFixed(1)} KB gzipped in ${scripts.length} scripts` });
    console.log(`JS on first load of /app/: ${kb.toFixed(1)} KB gzipped (${scripts.length} scripts)`);
    expect(kb).toBeLessThanOrEqual(BUDGET_KB['/app/']);
  });
});
