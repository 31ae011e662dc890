import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../playwright.config';
import { expect, test } from '../fixtures';

/** Lighthouse 12 accessibility audits on the visitor pages, with the system Chromium (spec: score 1.0). */
const PAGES = ['/', '/login', '/register'];
const FORM_FACTORS = [
  { formFactor: 'mobile' as const, screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false } },
  { formFactor: 'desktop' as const, screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false } },
];

test('Lighthouse accessibility scores 1.0 on /, /login and /register (phone and desktop)', async ({ baseURL }, testInfo) => {
  // Six navigations of ~13 s each here (Lighthouse waits for the page to settle); 3 minutes leaves room on a loaded machine.
  test.setTimeout(180_000);
  const port = 9420 + testInfo.workerIndex;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  const scores: string[] = [];
  try {
    for (const { formFactor, screenEmulation } of FORM_FACTORS) {
      for (const path of PAGES) {
        const result = await lighthouse(
          `${baseURL}${path}`,
          {
            port, logLevel: 'error', output: 'json', onlyCategories: ['accessibility'], formFactor, screenEmulation,
            throttlingMethod: 'provided', disableFullPageScreenshot: true, skipAboutBlank: true,
          },
          {
            extends: 'lighthouse:default',
            settings: { pauseAfterFcpMs: 0, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 },
          },
        );
        const lhr = result?.lhr;
        const score = lhr?.categories.accessibility?.score ?? 0;
        const failing = Object.values(lhr?.audits ?? {})
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => `${audit.id}: ${audit.title}`);
        scores.push(`${formFactor} ${path}: ${score} (${Math.round(lhr?.timing.total ?? 0)} ms)`);
        expect(failing, `${formFactor} ${path} failing audits`).toEqual([]);
        expect(score, `${formFactor} ${path}`).toBe(1);
      }
    }
  } finally {
    await browser.close();
    testInfo.annotations.push({ type: 'lighthouse accessibility', description: scores.join('; ') });
    console.log(`Lighthouse accessibility: ${scores.join('; ')}`);
  }
});
