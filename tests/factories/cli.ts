import type { FastifyInstance } from 'fastify';
import { runCli } from '../../server/cli/run-cli';

/** Runs the operator CLI in-process on a test app's container, capturing its output and whether it opened the database. */
export async function runPanel(app: FastifyInstance, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = false;
  const code = await runCli(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    open: async () => {
      opened = true;
      return { container: app.container, close: async () => undefined };
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n'), opened };
}
