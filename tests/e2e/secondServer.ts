import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOutbox, expect, type Outbox } from './fixtures';

/** A server besides the suite's own, with its own database and environment (another site configuration, Firebase...). */
export interface SecondServer {
  baseURL: string;
  outbox: Outbox;
  dataDir: string;
}

/**
 * Starts the real server on `port` with `env` over the suite's; `stop` ends it and removes its data,
 * unless the data directory was given (then it stays, e.g. for the operator CLI and a restart).
 */
export async function startSecondServer(
  port: number, env: Record<string, string>, name: string, options: { dataDir?: string } = {},
): Promise<{ server: SecondServer; stop(): void }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `panelist-e2e-${name}-`));
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn('npx', ['tsx', 'server/main.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      RATE_LIMIT_DISABLED: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(async () => (await fetch(`${baseURL}/rest/getLanguages/`).catch(() => null))?.status, { timeout: 120_000, message: `the ${name} server is up` }).toBe(200);
  } catch (error) {
    stop();
    throw error;
  }
  return { server: { baseURL, outbox: createOutbox(dataDir), dataDir }, stop };
}
