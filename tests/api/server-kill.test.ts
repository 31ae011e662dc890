import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answers, users } from '../../server/db/schema/index';
import { auditLedger, sendOnce, soundLedger, type HttpAnswer } from '../factories/faults';
import { killGroup, startServer, until, type StartedServer } from '../factories/server-process';
import { createMember, type TestMember } from '../factories/users';
import { pathOf } from '../factories/route-samples';
import { buildTestApp, dbKind, testDatabaseUrl, type TestApp } from '../helper';

/** A port free right now, for a server process to listen on across its restart. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const running = (server: StartedServer) => () => server.output().includes('Panelist is running at');

describe.skipIf(dbKind !== 'postgres')('the server process killed with SIGKILL under load and started again on PostgreSQL', () => {
  let t: TestApp;
  let dir: string;
  let server: StartedServer | undefined;
  beforeEach(async () => {
    // The test's own app sets the database up (migrated, emptied) and reads it afterwards; the load goes to the real server process.
    t = await buildTestApp();
    dir = mkdtempSync(join(tmpdir(), 'panelist-kill-'));
    // A prebuilt shell newer than every source, so start-up does not run a build here.
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>Panelist</title><div id="root"></div>');
  });
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      process.kill(-server.child.pid!, 'SIGTERM');
      await server.exited;
    }
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('every answer acknowledged before or after the kill is stored once and credited once, the clients retrying what was not', async () => {
    const polls: number[] = [];
    for (let i = 0; i < 20; i += 1) polls.push(await t.app.container.questions.create({ text: `Poll ${i}?`, choiceTypeKey: 'yes_no', languageId: 1 }));
    const members: TestMember[] = [];
    for (let i = 0; i < 40; i += 1) members.push(await createMember(t.app));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // Every client here shares one address: per-address request limits would answer most of them 429.
    const env = { DATABASE_URL: testDatabaseUrl(), DATA_DIR: dir, DIST_DIR: join(dir, 'dist'), PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_DISABLED: 'true' };
    server = startServer(env, { ownGroup: true });
    await until(running(server), 60_000, server.output);

    const total = members.length * polls.length;
    const read = new Map<string, HttpAnswer[]>();
    const sent: { member: TestMember; questionId: number; answerId: string }[] = [];
    const refused: HttpAnswer[] = [];
    let unanswered = 0;
    // Each member answers the polls in turn, sending an answer again (same id, same choice) until the server acknowledges it.
    const clients = Promise.all(members.map(async (member) => {
      for (const questionId of polls) {
        const answerId = randomUUID();
        sent.push({ member, questionId, answerId });
        read.set(answerId, []);
        for (;;) {
          // A real socket to a server process: the route's path by name, the header sent as the app sends it.
          const answer = await sendOnce(baseUrl, { method: 'POST', path: pathOf('saveAnswer'), headers: { authorization: member.authorization }, body: { answerId, questionId, choiceValues: [1] } });
          if (answer === undefined || answer.status === 503) {
            unanswered += 1;
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
          }
          read.get(answerId)!.push(answer);
          if (answer.status !== 200) refused.push(answer);
          break;
        }
      }
    }));
    const acknowledged = () => [...read.values()].filter((answersRead) => answersRead.some((a) => a.status === 200)).length;

    await until(() => acknowledged() >= total / 4, 60_000);
    await killGroup(server, port);
    expect(server.child.signalCode).toBe('SIGKILL');
    expect(acknowledged()).toBeLessThan(total);
    server = startServer(env, { ownGroup: true });
    await until(running(server), 60_000, server.output);
    await clients;

    expect(refused).toEqual([]);
    expect(unanswered, 'the clients met the dead server').toBeGreaterThan(0);
    expect(acknowledged()).toBe(total);
    for (const { answerId } of sent) expect(read.get(answerId)!.filter((a) => a.body.duplicate === false).length, `answer ${answerId} told credited`).toBeLessThanOrEqual(1);
    const stored = await t.database.db.select({ id: answers.id, userId: answers.userId, questionId: answers.questionId }).from(answers);
    expect(stored.map((row) => `${row.id} ${row.userId} ${row.questionId}`).sort()).toEqual(sent.map((s) => `${s.answerId} ${s.member.id} ${s.questionId}`).sort());
    const credit = t.siteConfig.points.perPollAnswer;
    expect(await auditLedger(t.database.db, credit)).toEqual(soundLedger);
    expect((await t.database.db.select({ points: users.points }).from(users)).map((row) => row.points)).toEqual(members.map(() => polls.length * credit));
  }, 150_000);
});
