import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const silentLog = { info: () => undefined } as unknown as FastifyBaseLogger;
let outboxDir: string;
afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

async function sentHeaders(address: string): Promise<string[]> {
  outboxDir = mkdtempSync(join(tmpdir(), 'mailer-'));
  const mailer = createMailer({ from: 'panel@example.kz', outboxDir, log: silentLog });
  await mailer.send({ to: { name: 'Dana', address }, subject: 'Hello', text: 'Body' });
  const [file] = readdirSync(outboxDir);
  return readFileSync(join(outboxDir, file!), 'utf8').split('\n').filter((line) => line.startsWith('To:'));
}

describe('createMailer', () => {
  it('addresses one named recipient', async () => {
    expect(await sentHeaders('dana@example.com')).toEqual(['To: Dana <dana@example.com>']);
  });

  it.each(['dana@example.com,evil@example.org', '<evil@example.org>dana@example.com', 'dana@example.com; evil@example.org'])(
    'never reads a stored %j as a list or another mailbox: one recipient, evil@example.org not among them',
    async (address) => {
      const to = await sentHeaders(address);
      expect(to).toHaveLength(1);
      expect(to[0]).not.toMatch(/<evil@example\.org>|, *evil@example\.org/);
      expect(to[0]!.match(/</g)).toHaveLength(1);
    },
  );
});
