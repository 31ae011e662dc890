import { mkdirSync, readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer as start, until, type StartedServer as Started } from '../factories/server-process';

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'panelist-start-'));
  // A prebuilt shell newer than every source, so start-up does not run a build here.
  const distDir = join(dataDir, 'dist');
  const port = String(18_000 + Math.floor(Math.random() * 2000));
  const env = { DATA_DIR: dataDir, DIST_DIR: distDir, PORT: port, DATABASE_URL: '' };
  let first: Started;

  beforeAll(async () => {
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Panelist</title><div id="root"></div>');
    first = start(env);
    await until(() => first.output().includes('Panelist is running at'), 60_000);
  }, 70_000);

  afterAll(() => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the URL, applies migrations, seeds and serves the API', async () => {
    expect(first.output()).toContain(`http://localhost:${port}`);
    const response = await fetch(`http://127.0.0.1:${port}/rest/getLanguages/`);
    expect(response.status).toBe(200);
    expect((await response.json()).map((l: { uiName: string }) => l.uiName)).toEqual(['en', 'ru', 'kk']);
    const shell = await fetch(`http://127.0.0.1:${port}/app/history`);
    expect(await shell.text()).toContain('<div id="root">');
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const second = start({ ...env, PORT: String(Number(port) + 1) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);
  }, 60_000);

  it('closes cleanly on SIGTERM and releases the data directory', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('panelist.lock'))).toEqual([]);
  }, 30_000);
});

describe('a bad site configuration', () => {
  it('stops the server with a message naming the bad field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'panelist-config-'));
    const configPath = join(dir, 'site.json');
    writeFileSync(configPath, JSON.stringify({ ticketsEnabled: 'yes' }));
    const run = start({ DATA_DIR: dir, DIST_DIR: join(dir, 'dist'), SITE_CONFIG: configPath, PORT: '0' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('field "ticketsEnabled"');
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('a bad environment variable', () => {
  it('stops the server with a message naming the variable and what it expects, without a stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'panelist-env-'));
    const run = start({ DATA_DIR: dir, DIST_DIR: join(dir, 'dist'), PORT: 'abc' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT must be a port number from 0 to 65535 (got "abc")');
    expect(run.output()).not.toMatch(/^\s+at /m);
    // Refused before anything is opened: the data directory stays as it was.
    expect(readdirSync(dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
