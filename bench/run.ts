import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type autocannon from 'autocannon';
import pg from 'pg';
import { queueFlushMs } from './queue-flush';
import { MAX_POLLS_PER_FILE } from '../server/core/services/content-import-service';
import { load, meanFigure, prebuiltRequests, root, startProcess, tsx, warmUpAmount, type Figure } from './harness';
import { burstFigures } from './push-burst';
import { BURST_MEMBERS, answerRequest, answersAcrossMembers, crossInstanceFigure, nextAcrossMembers, seedBurstMembers, userAcrossMembers } from './burst';

/**
 * npm run bench: starts each server in its own process on a fresh database and loads it from this
 * one with autocannon (100 connections). Every figure is printed as a ratio to the bare Fastify
 * route measured in the same run, because absolute numbers on a shared machine mean little.
 */
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Answers in the one-member answer load (after its warm-up): each answers a new poll, a real insert. */
const ANSWER_REQUESTS = 8000;
/** Polls the one-member load and its warm-up answer: 1 to this. */
const ANSWERED_POLLS = ANSWER_REQUESTS + warmUpAmount(ANSWER_REQUESTS);
/** The queue figure answers polls the answer load left unanswered. */
const QUEUED_ANSWERS = 100;
/** Feed polls for the answer benchmarks. */
const ANSWER_POLLS = ANSWERED_POLLS + QUEUED_ANSWERS;
const queueFigures: string[] = [];
/**
 * Sign-ins are bound by scrypt on libuv's four threads: at 100 connections a slow machine queues
 * more seconds of hashes than the load generator waits for, and a warm-up's hashes would sit in
 * front of the measured ones (a figure of 0). A few connections keep the threads busy.
 */
const LOGIN_CONNECTIONS = 8;

function importAnswerPolls(env: Record<string, string>, dataDir: string): void {
  const file = join(dataDir, 'bench-polls.json');
  const polls = Array.from({ length: ANSWER_POLLS }, (_, i) => ({ language: 'en', type: 'yes_no', text: `Benchmark poll ${i + 1}?` }));
  // Before the server starts (PGlite is one process), a file at a time in order: these polls get
  // ids 1..ANSWER_POLLS.
  for (let start = 0; start < polls.length; start += MAX_POLLS_PER_FILE) {
    writeFileSync(file, JSON.stringify({ polls: polls.slice(start, start + MAX_POLLS_PER_FILE) }));
    execFileSync(tsx, ['server/cli.ts', 'import', file], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  }
}

/** One member's answers, each to a new poll (1, 2, 3... in the order they are made), made before the load. */
function answerRequests(member: { authorization: string }): Omit<autocannon.Options, 'url'> {
  let questionId = 0;
  return prebuiltRequests(ANSWER_REQUESTS, () => answerRequest(member.authorization, (questionId += 1)));
}

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS panelist_bench WITH (FORCE)`);
    await client.query(`CREATE DATABASE panelist_bench`);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Registers and activates a member through the public API, reading the link from the outbox. */
async function createMember(base: string, dataDir: string): Promise<{ id: number; authorization: string; basic: string }> {
  const email = 'bench@panelist.local';
  const password = 'bench-password';
  const register = await fetch(`${base}/rest/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_surname: 'Bench', user_lastname: 'Member', user_email: email, user_password: password, user_agrees_contact: false }),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const outbox = join(dataDir, 'outbox');
  const mail = readdirSync(outbox).filter((file) => file.endsWith('.eml')).map((file) => readFileSync(join(outbox, file), 'utf8')).join('\n').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /activate\?a=(\d+)&b=([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('no activation link in the outbox');
  const activation = await fetch(`${base}/rest/activation/${match[1]}/${match[2]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const session = (await activation.json()) as { token: string; user_id: number };
  if (!activation.ok) throw new Error(`activation failed: ${JSON.stringify(session)}`);
  return { id: session.user_id, authorization: `${session.user_id}:${session.token}`, basic: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` };
}

async function benchServer(kind: 'pglite' | 'postgres', port: number): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `panelist-bench-${kind}-`));
  const distDir = join(dataDir, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  const databaseUrl = kind === 'postgres' ? Object.assign(new URL(PG_ADMIN_URL), { pathname: '/panelist_bench' }).toString() : '';
  const env = { DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_URL: databaseUrl };
  importAnswerPolls(env, dataDir);
  const burstMembers = seedBurstMembers(tsx, root, env, dataDir);
  const serverEnv = (serverPort: number) => ({
    ...env, PORT: String(serverPort), HOST: '127.0.0.1',
    // The benchmark measures the handlers, not the per-address limiter: one client sends everything.
    RATE_LIMIT_DISABLED: 'true',
  });
  const server = await startProcess(['server/main.ts'], serverEnv(port), /Panelist is running at/);
  try {
    const base = `http://127.0.0.1:${port}`;
    const member = await createMember(base, dataDir);
    const login = { url: `${base}/rest/user/login`, method: 'POST' as const, headers: { authorization: member.basic, 'content-type': 'application/json' }, body: '{}' };
    const figures = [
      await load(`GET user/{id} (${kind})`, { url: `${base}/rest/user/${member.id}`, headers: { authorization: member.authorization } }),
      await load(`GET widget/next/{id} (${kind})`, { url: `${base}/rest/widget/next/${member.id}?langUiName=en`, headers: { authorization: member.authorization } }),
      await load(`POST questions/answer (${kind})`, { ...answerRequests(member), url: base }),
      await load(`GET widget/next/{id}, ${BURST_MEMBERS} members (${kind})`, { ...nextAcrossMembers(burstMembers), url: base }),
      await load(`GET user/{id}, ${BURST_MEMBERS} members (${kind})`, { ...userAcrossMembers(burstMembers), url: base }),
      await load(`POST questions/answer, ${BURST_MEMBERS} members (${kind})`, { ...answersAcrossMembers(burstMembers), url: base }),
      await load(`POST user/login, ${LOGIN_CONNECTIONS} connections (${kind})`, { ...login, connections: LOGIN_CONNECTIONS }, false),
    ];
    // The server goes on hashing the passwords of requests the load generator gave up on: one more
    // sign-in waits behind them, so the next figure does not share the CPU with them.
    await fetch(`${base}/rest/user/login`, { method: 'POST', headers: login.headers, body: login.body });
    if (kind === 'postgres') {
      const second = await startProcess(['server/main.ts'], serverEnv(port + 10), /Panelist is running at/);
      try {
        queueFigures.push(await crossInstanceFigure(base, `http://127.0.0.1:${port + 10}`, burstMembers.slice(0, 200)));
      } finally {
        second.kill('SIGTERM');
        await new Promise((resolve) => second.once('exit', resolve));
      }
    }
    const ms = await queueFlushMs(base, member, Array.from({ length: QUEUED_ANSWERS }, (_, i) => ANSWERED_POLLS + 1 + i));
    queueFigures.push(`${kind}: a queue of ${QUEUED_ANSWERS} offline answers fully acknowledged ${Math.round(ms)} ms after reconnect`);
    return figures;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function print(baseline: Figure, figures: Figure[]): void {
  const rows = [baseline, ...figures].map((f) => ({
    measure: f.name,
    'req/s': Math.round(f.rps),
    'p50 ms': f.p50 ?? '',
    'p99 ms': f.p99,
    'ratio to hello': (f.rps / baseline.rps).toFixed(3),
    'non-2xx/errors': f.errors,
  }));
  console.table(rows);
}

/** The bare route, on a server of its own. */
async function measureHello(when: string): Promise<Figure> {
  const hello = await startProcess(['bench/hello-server.ts'], { PORT: '18401' }, /listening/);
  try {
    return await load(`bare Fastify hello (${when})`, { url: 'http://127.0.0.1:18401/hello' });
  } finally {
    hello.kill('SIGTERM');
    await new Promise((resolve) => hello.once('exit', resolve));
  }
}

// Hello is measured at the start and at the end: a shared machine's speed drifts over a run of
// minutes, and the ratios are to the mean of the two.
const helloAtStart = await measureHello('start');
/** BENCH_KINDS=postgres (or pglite) runs one database only: on a busy machine a full run takes long. */
const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',');
const figures = kinds.includes('pglite') ? await benchServer('pglite', 18402) : [];
if (!kinds.includes('postgres')) console.log('PostgreSQL figures skipped (BENCH_KINDS).');
else if (await postgresAvailable()) figures.push(...(await benchServer('postgres', 18403)), ...(await burstFigures(PG_ADMIN_URL, 18404)));
else console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL}: PostgreSQL figures skipped.`);
const helloAtEnd = await measureHello('end');
const baseline = meanFigure('bare Fastify hello (mean of start and end)', [helloAtStart, helloAtEnd]);
print(baseline, [helloAtStart, helloAtEnd, ...figures]);
for (const line of queueFigures) console.log(line);
