import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// One fresh embedded database for the run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'panelist-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8091);
export const baseURL = `http://localhost:${port}`;

export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails once is a bug to find, not noise to hide.
  retries: 0,
  timeout: 60_000,
  // CI runs on 2-core machines of very different speeds: on a slow one, with two workers, the server
  // and the browsers on the same cores, a first visit (page load, fingerprint, guest session) took
  // over 12 s. The assertions are the same; a slow machine only gets longer to meet them.
  expect: { timeout: 20_000 },
  // The list reporter repeats every failure in full at the end, where a CI log's tail shows it.
  reporter: 'list',
  outputDir: '../../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: 'audits/**' },
    // Timing audits and the served-worker swap run alone once everything else has finished.
    { name: 'audits', use: { ...devices['Desktop Chrome'] }, testMatch: 'audits/**/*.spec.ts', dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    // The real server on the built app (npm test builds first), with rate limits off for the many sign-ins.
    command: 'npx tsx server/main.ts',
    cwd: '../..',
    url: `${baseURL}/rest/getLanguages/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      RATE_LIMIT_DISABLED: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
