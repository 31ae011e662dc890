import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { appLoggerOptions } from './log-options';

/** The values of a failing users insert: what must never reach the log. */
const secrets = ['victim@example.com', 'scrypt$16384$8$1$c2FsdA$aGFzaA', 'Aigerim', '+77019998877', 'Abay 10, Almaty'];
const query = 'insert into "users" ("email", "password_hash", "surname", "phone", "address") values ($1, $2, $3, $4, $5)';

/** The database's error under a failed query, as PGlite and node-postgres make it: its own copy of the values, and a detail quoting the row. */
function databaseError(): Error {
  return Object.assign(new Error('new row for relation "users" violates check constraint "users_email_check"'), {
    code: '23514', constraint: 'users_email_check', table: 'users', query, params: secrets,
    detail: `Failing row contains (7, ${secrets.join(', ')}).`,
  });
}

/** Logs through a Fastify logger built with the app's logger options and answers the lines written. */
function logged(write: (log: ReturnType<typeof Fastify>['log']) => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => { lines.push(chunk.toString()); done(); } });
  const app = Fastify({ logger: appLoggerOptions({ level: 'info', stream }) });
  write(app.log.child({ reqId: 'req-1' }));
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the app logger\'s error serializer', () => {
  it('logs a failed query without its values: no params, no row in the detail, neither in the message nor the stack', () => {
    const error = new DrizzleQueryError(query, secrets, databaseError());
    const [line] = logged((log) => log.error({ err: error }, 'unhandled error'));
    const text = JSON.stringify(line);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(line!.err).toMatchObject({
      type: 'DrizzleQueryError',
      query,
      message: `Failed query: ${query}: new row for relation "users" violates check constraint "users_email_check"`,
      stack: expect.stringContaining(`Error: Failed query: ${query}\n    at `),
    });
    expect(line!.err).not.toHaveProperty('params');
    // The original error is not changed: it may still be handled.
    expect(error.params).toEqual(secrets);
    expect(error.message).toContain(secrets[0]);
  });

  it('drops them anywhere in the cause chain, and from an error logged as the first argument', () => {
    const wrapped = new Error('registration failed', { cause: new DrizzleQueryError(query, secrets, databaseError()) });
    const lines = logged((log) => {
      log.error({ err: wrapped }, 'unhandled error');
      log.error(wrapped);
    });
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      for (const secret of secrets) expect(JSON.stringify(line)).not.toContain(secret);
      expect(line.err).toMatchObject({ message: expect.stringContaining('registration failed: Failed query: insert into "users"') });
    }
  });

  it('keeps what an error without query values says', () => {
    const error = Object.assign(new Error('boom'), { code: 'E_BOOM', userId: 7 });
    const [line] = logged((log) => log.error({ err: error }, 'unhandled error'));
    expect(line!.err).toMatchObject({ type: 'Error', message: 'boom', code: 'E_BOOM', userId: 7, stack: expect.stringContaining('Error: boom\n') });
  });
});
