import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stderrLogger } from './stderr-logger';

const secrets = ['victim@example.com', '+77019998877'];
const query = 'insert into "users" ("email", "phone") values ($1, $2)';

function failedQuery(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505', params: secrets, detail: `Key (email)=(${secrets[0]}) already exists.`,
  });
  return new DrizzleQueryError(query, secrets, cause);
}

function written(log: (logger: ReturnType<typeof stderrLogger>) => void): string[] {
  const lines: string[] = [];
  log(stderrLogger((line) => lines.push(line)));
  return lines;
}

describe('the CLI\'s stderr logger', () => {
  it('writes a failed query\'s error, under err or alone, without the values it carried', () => {
    const lines = written((logger) => {
      logger.error({ err: failedQuery(), requestId: 3 }, 'completing a deletion failed');
      logger.warn(failedQuery());
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[error\] \{.*"requestId":3.*\} completing a deletion failed$/);
    expect(lines[0]).toContain('insert into \\"users\\"');
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
    expect(lines[1]).toMatch(/^\[warn\] \{.*"message":"Failed query/);
  });

  it('keeps quiet below warnings, and writes strings and plain objects as they are', () => {
    const lines = written((logger) => {
      logger.info('started');
      logger.child({}).warn({ size: 3 }, 'an answer batch failed');
    });
    expect(lines).toEqual(['[warn] {"size":3} an answer batch failed']);
  });
});
