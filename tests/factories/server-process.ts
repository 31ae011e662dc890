import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules/.bin/tsx');

export interface StartedServer {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the real `npm start` entry (tsx server/main.ts) with the given environment. With
 * `ownGroup`, in a process group of its own, for `killGroup`.
 */
export function startServer(env: Record<string, string>, options: { ownGroup?: boolean } = {}): StartedServer {
  const child = spawn(tsx, ['server/main.ts'], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, detached: options.ownGroup ?? false });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the condition holds, checking every 100 ms; throws past the timeout, with what `explain` tells. */
export async function until(condition: () => boolean, timeoutMs: number, explain: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out ${explain()}`.trim());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * SIGKILL to the server's whole process group, as a supervisor's hard stop does: tsx runs the server
 * in a child process, which a SIGKILL to tsx alone would leave running. Resolves once the port is free.
 */
export async function killGroup(server: StartedServer, port: number): Promise<void> {
  process.kill(-server.child.pid!, 'SIGKILL');
  await server.exited;
  let free = false;
  while (!free) {
    free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (!free) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
