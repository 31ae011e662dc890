import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ServiceWorkerDriver } from '../pages/ServiceWorkerDriver';

/** The worker the server under test sends, in the three forms it may send it (plain, .br, .gz). */
class ServedWorker {
  private readonly path = join(process.env.DIST_DIR ?? resolve(import.meta.dirname, '../../../dist'), 'sw.js');
  private readonly originals = new Map<string, Buffer>();

  /** Serves a new build of the worker (the same code with a new build stamp). */
  publishNewBuild(): void {
    const plain = readFileSync(this.path);
    this.originals.set(this.path, plain);
    for (const suffix of ['.br', '.gz']) this.originals.set(this.path + suffix, readFileSync(this.path + suffix));
    const next = Buffer.concat([plain, Buffer.from(`\n// build ${Date.now()}\n`)]);
    writeFileSync(this.path, next);
    writeFileSync(`${this.path}.br`, brotliCompressSync(next));
    writeFileSync(`${this.path}.gz`, gzipSync(next));
  }

  restore(): void {
    for (const [path, content] of this.originals) writeFileSync(path, content);
  }
}

const updatePrompt = (page: Page) => page.getByRole('status').filter({ hasText: 'A new version of Panelist is ready.' });

/** Clicks Reload on the page's update prompt and waits until the page has reloaded and shows its heading again. */
async function reloadFromPrompt(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await updatePrompt(page).getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  // The page may still be settling after the reload: a destroyed context is asked again.
  await expect.poll(() => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type).catch(() => null)).toBe('reload');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a new build shows the update prompt; Reload hands the page to the new worker', async ({ page, context }) => {
  const worker = new ServiceWorkerDriver(page, context);
  const served = new ServedWorker();
  await worker.openControlled('/login');
  const prompt = updatePrompt(page);
  await expect(prompt).toHaveCount(0);
  try {
    served.publishNewBuild();
    // What the hourly check does: ask the browser to look for a new worker now.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect(prompt).toBeVisible();
    // The new worker waits for the member: nothing reloads on its own.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(true);
    await reloadFromPrompt(page);
    expect(await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { waiting: registration.waiting, controlled: navigator.serviceWorker.controller !== null };
    })).toEqual({ waiting: null, controlled: true });
    await expect(prompt).toHaveCount(0);
  } finally {
    served.restore();
  }
});

test('with two tabs open, Reload in the second tab works after the first applied the update', async ({ page, context }) => {
  const served = new ServedWorker();
  await new ServiceWorkerDriver(page, context).openControlled('/login');
  const second = await context.newPage();
  await new ServiceWorkerDriver(second, context).openControlled('/register');
  try {
    served.publishNewBuild();
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect(updatePrompt(page)).toBeVisible();
    await expect(updatePrompt(second)).toBeVisible();
    await reloadFromPrompt(page);
    // The new worker now controls both tabs: none waits, and the second tab's Reload reloads it.
    await reloadFromPrompt(second);
    await expect(updatePrompt(second)).toHaveCount(0);
    expect(await second.evaluate(async () => (await navigator.serviceWorker.ready).waiting)).toBeNull();
  } finally {
    served.restore();
  }
});
