// Captures the manifest's screenshots (public/screenshots/{wide,narrow}.png) from a running server
// signed in as the demo member: npx tsx scripts/capture-screenshots.ts [http://localhost:8080]
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:8080';
const dir = join(import.meta.dirname, '..', 'public', 'screenshots');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
for (const [file, viewport] of [['wide.png', { width: 1280, height: 800 }], ['narrow.png', { width: 390, height: 844 }]] as const) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${base}/login`);
  await page.getByLabel(/e-mail/i).first().fill('demo@panelist.local');
  await page.getByLabel(/password/i).first().fill('panelist-demo');
  await page.getByRole('button', { name: /^log in$/i }).click();
  await page.waitForURL(/\/app\/?$/);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByText('Loading…').waitFor({ state: 'hidden' });
  await page.screenshot({ path: join(dir, file) });
  console.log(`wrote ${file}`);
  await page.close();
}
await browser.close();
