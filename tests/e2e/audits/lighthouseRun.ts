import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type BrowserContext } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import { chromiumArgs } from '../playwright.config';
import { failingAudits } from './failingAudits';

/** What one Lighthouse run found: category scores, failing binary audits (with their elements), its time. */
export interface LighthouseRun {
  scores: Record<string, number>;
  failing: string[];
  /** The address Lighthouse ended on (a redirect, such as a lost session sent to /login, shows here). */
  finalUrl: string;
  timing: number;
  benchmarkIndex?: number;
}

/** One Lighthouse run of `url` in the browser listening on `port`, in the given categories only. */
export async function runLighthouse(url: string, port: number, flags: Flags, categories: readonly string[]): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...categories], disableFullPageScreenshot: true, skipAboutBlank: true, ...flags });
  const lhr = result?.lhr;
  const scores = Object.fromEntries(categories.map((category) => [category, lhr?.categories[category]?.score ?? 0]));
  const failing = failingAudits(lhr?.audits ?? {});
  return { scores, failing, finalUrl: lhr?.finalDisplayedUrl ?? '', timing: Math.round(lhr?.timing.total ?? 0), benchmarkIndex: lhr?.environment.benchmarkIndex };
}

/** A phone (375 x 812, the mobile form factor) and a desktop (1280 x 800) as Lighthouse emulates them. */
export const PHONE: Flags = { formFactor: 'mobile', screenEmulation: { mobile: true, width: 375, height: 812, deviceScaleFactor: 2, disabled: false } };
export const DESKTOP: Flags = { formFactor: 'desktop', screenEmulation: { mobile: false, width: 1280, height: 800, deviceScaleFactor: 1, disabled: false } };

/**
 * Accessibility only, one run, at a screen size. Nothing is throttled: `simulate` loads the page at
 * full speed and only models performance metrics afterwards, and no performance audit runs. It is
 * chosen over `provided` for its one-second quiet windows: for `provided` and `devtools` Lighthouse
 * stretches every wait after the load to 5.25 s (overrideThrottlingWindows in its config.js), 13 to
 * 15 s a page here instead of about 5.
 */
export function auditAccessibility(url: string, port: number, screen: Flags, flags: Flags = {}): Promise<LighthouseRun> {
  return runLighthouse(url, port, { ...screen, throttlingMethod: 'simulate', ...flags }, ['accessibility']);
}

export interface LighthouseBrowser {
  /** The browser's own context: Lighthouse opens its tabs in it, so they share its cookies and storage. */
  context: BrowserContext;
  /** Its remote-debugging port, for Lighthouse. */
  port: number;
  close(): Promise<void>;
}

/**
 * Chromium with a remote-debugging port of its own choosing (written to the profile's
 * DevToolsActivePort file), so parallel runs on one machine never collide on a port.
 */
export async function launchForLighthouse(baseURL?: string): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'panelist-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, '--remote-debugging-port=0'],
  });
  const portFile = join(profile, 'DevToolsActivePort');
  const readPort = () => {
    try {
      return Number(readFileSync(portFile, 'utf8').split('\n')[0]);
    } catch {
      return 0;
    }
  };
  await expect.poll(readPort, { message: `Chromium's debugging port in ${portFile}` }).toBeGreaterThan(0);
  return {
    context,
    port: readPort(),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
