import type { FastifyBaseLogger } from 'fastify';
import { serializeError } from '../lib/log-options';

/** A log argument as the CLI writes it: errors (alone or under `err`) through the server log's serializer, so no query values reach the terminal. */
function printable(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg instanceof Error) return JSON.stringify(serializeError(arg));
  if (typeof arg === 'object' && arg !== null && 'err' in arg && arg.err instanceof Error) return JSON.stringify({ ...arg, err: serializeError(arg.err) });
  return JSON.stringify(arg);
}

/** Warnings and errors to stderr, one line each; the CLI's own output stays clean. */
export function stderrLogger(write: (line: string) => void = (line) => console.error(line)): FastifyBaseLogger {
  const at = (level: string) => (...args: unknown[]) => write([`[${level}]`, ...args.map(printable)].join(' '));
  const ignore = () => undefined;
  const logger = { level: 'warn', fatal: at('fatal'), error: at('error'), warn: at('warn'), info: ignore, debug: ignore, trace: ignore, silent: ignore, child: () => logger };
  return logger as unknown as FastifyBaseLogger;
}
