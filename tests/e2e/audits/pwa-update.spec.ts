import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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

test('a new build shows the update prompt; Reload hands the page to the new worker', async ({ page, context }) => {
  const worker = new ServiceWorkerDriver(page, context);
  const served = new ServedWorker();
  await worker.openControlled('/login');
  const prompt = page.getByRole('status').filter({ hasText: 'A new version of Panelist is ready.' });
  await expect(prompt).toHaveCount(0);
  try {
    served.publishNewBuild();
    // What the hourly check does: ask the browser to look for a new worker now.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect(prompt).toBeVisible();
    // The new worker waits for the member: nothing reloads on its own.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(true);
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    // The page may still be settling after the reload: a destroyed context is asked again.
    await expect.poll(() => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type).catch(() => null)).toBe('reload');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { waiting: registration.waiting, controlled: navigator.serviceWorker.controller !== null };
    })).toEqual({ waiting: null, controlled: true });
    await expect(prompt).toHaveCount(0);
  } finally {
    served.restore();
  }
});
