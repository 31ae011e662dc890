import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../../server/config/site-config';

const root = join(import.meta.dirname, '../..');
// What `npm run dev`'s Vite serves: the page, the app's sources and the contract they import.
const COPIED = ['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.app.json', 'tsconfig.sw.json', 'tsconfig.server.json', 'src', 'public', 'scripts', 'sw', 'contract', 'tsconfig.contract.json'];
const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TITLE = `<h1 id="login-title">{t('auth.login.title')}</h1>`;

/**
 * `npm run dev`'s Vite (the React plugin's Fast Refresh) on a copy of the sources, so editing a
 * component never touches the tree other tests read. The API is replaced at the network boundary
 * by what the login page reads from it: the real site configuration (everything else answers 503).
 */
describe('npm run dev', () => {
  const copy = mkdtempSync(join(tmpdir(), 'panelist-dev-'));
  let api: Server;
  let vite: ChildProcess;
  let browser: Browser;
  let origin = '';

  beforeAll(async () => {
    for (const entry of COPIED) cpSync(join(root, entry), join(copy, entry), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    // Vite's dependency cache in the copy, not in the shared node_modules; the real node_modules may be served.
    writeFileSync(
      join(copy, 'vite.dev-test.config.ts'),
      `import config from './vite.config';\nexport default { ...config, cacheDir: ${JSON.stringify(join(copy, '.vite'))}, server: { ...config.server, fs: { allow: [${JSON.stringify(copy)}, ${JSON.stringify(root)}] } } };\n`,
    );
    const siteConfig = JSON.stringify(loadSiteConfig());
    api = createServer((request, response) => {
      const config = request.url === '/specific/config.json';
      response.writeHead(config ? 200 : 503, { 'content-type': 'application/json' });
      response.end(config ? siteConfig : '{"code":151}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as AddressInfo).port;

    vite = spawn(join(root, 'node_modules/.bin/vite'), ['--config', 'vite.dev-test.config.ts', '--port', '0', '--host', '127.0.0.1'], {
      cwd: copy,
      env: { ...process.env, PORT: String(apiPort), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    vite.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    origin = await new Promise<string>((resolve, reject) => {
      vite.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        // eslint-disable-next-line no-control-regex -- Vite colours its banner
        const url = /Local:\s+(http:\/\/[^\s/]+)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
        if (url) resolve(url);
      });
      vite.on('exit', (code) => reject(new Error(`vite exited (${code}): ${output}`)));
    });
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    vite?.kill('SIGTERM');
    await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
    rmSync(copy, { recursive: true, force: true });
  });

  it('runs the app under StrictMode and swaps an edited component in place, keeping its state', async () => {
    const page = await browser.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${origin}/login`);
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill('kept@example.com');

    // The root's first fiber below the host root is <StrictMode> (main.tsx), the development build's double effects.
    const strict = await page.evaluate(() => {
      const container = document.getElementById('root') as unknown as Record<string, { child: { elementType: unknown } | null }>;
      const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
      return key ? container[key]?.child?.elementType === Symbol.for('react.strict_mode') : null;
    });
    expect(strict).toBe(true);

    await page.evaluate(() => ((window as unknown as Record<string, unknown>).beforeEdit = true));
    const file = join(copy, LOGIN_PAGE);
    const source = readFileSync(file, 'utf8');
    expect(source, `${LOGIN_PAGE} no longer holds the heading this test edits`).toContain(TITLE);
    writeFileSync(file, source.replace(TITLE, '<h1 id="login-title">Edited while running</h1>'));

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe('Edited while running');
    expect(await email.inputValue()).toBe('kept@example.com');
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).beforeEdit)).toBe(true);
    expect(loads).toBe(1);
  }, 45_000);
});
