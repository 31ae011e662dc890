import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sha256 } from '../server/lib/crypto';
import { DEFAULT_TOKEN_TTL_DAYS } from '../server/config/env';
import pg from 'pg';
import { CONNECTIONS, loadsInTurns, latencyPercentiles, root, startProcess, tsx, type Figure } from './harness';
import { describeSyncs, sameDevice, whileProbingDisk } from './disk-probe';
import { openKeepAlive, type KeepAliveConnection } from './keep-alive-client';

/**
 * The push burst on PostgreSQL: (c) the statistics of a poll with 1,000,000 answers and of one with
 * 1,000, and (d) 10,000 members each loading their details, the next question, answering it and
 * reading its statistics, 100 at a time. The data is made in SQL (generate_series), not through the
 * API. PGlite is left out: a million members in the embedded, single-process database is not its use.
 */
const BIG_POLL_ANSWERS = 1_000_000;
const SMALL_POLL_ANSWERS = 1_000;
const BURST_MEMBERS = 10_000;
/**
 * The burst's members are one in every this many of the million, not the first 10,000: a push
 * brings members from all over the table, so each one's balance, session and index entries sit on
 * pages of their own, as they would in a real burst, instead of a few hundred pages shared.
 */
const BURST_STRIDE = BIG_POLL_ANSWERS / BURST_MEMBERS;
/** The burst's members, in the order they come: 1, 101, 201... 999,901, each of whom answered the big poll. */
export const BURST_MEMBER_IDS: readonly number[] = Array.from({ length: BURST_MEMBERS }, (_, index) => 1 + index * BURST_STRIDE);
const CHUNK = 100_000;
const DATABASE = 'panelist_bench_burst';
/** Poll ids in the fresh database, in the import's order. */
const BIG_POLL = 1;
const SMALL_POLL = 2;

const tokenOf = (userId: number) => `burst-token-${String(userId).padStart(20, '0')}`;

async function makeData(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    // Birthdates over 55 years in a stride prime to their span, so any thousand consecutive members
    // (the small poll's) fall in every age group as the million do: the two polls' statistics then
    // have the same groups, and differ only in how many answers they count.
    await client.query(`INSERT INTO users (email, surname, lastname, birthdate, sex, language_id, status, activated_at)
      SELECT 'burst' || g || '@bench.local', 'Burst', 'Member', date '1950-01-01' + (g::bigint * 7919 % 20000)::int, CASE WHEN g % 2 = 0 THEN 'M' ELSE 'F' END, 1, 'active', now()
      FROM generate_series(1, $1::int) AS g`, [BIG_POLL_ANSWERS + SMALL_POLL_ANSWERS]);
    // Every member answered the big poll; the burst's members (ids up to 1,000,000) not the small one.
    for (let from = 1; from <= BIG_POLL_ANSWERS; from += CHUNK) {
      await client.query(`INSERT INTO answers (id, user_id, question_id, choice_values)
        SELECT gen_random_uuid(), id, $1, ARRAY[1 + id % 2]::smallint[] FROM users WHERE email LIKE 'burst%' AND id BETWEEN $2 AND $3`, [BIG_POLL, from, from + CHUNK - 1]);
    }
    await client.query(`INSERT INTO answers (id, user_id, question_id, choice_values)
      SELECT gen_random_uuid(), id, $1, ARRAY[1 + id % 2]::smallint[] FROM users WHERE email LIKE 'burst%' AND id > $2`, [SMALL_POLL, BIG_POLL_ANSWERS]);
    // Each token is spelled once, by tokenOf: the database keeps its hash, as a sign-in's session does,
    // and a new sign-in's lifetime (the default: the benchmark sets none), so no call renews it.
    await client.query(`INSERT INTO sessions (user_id, token_hash, expires_at)
      SELECT id, token_hash, now() + make_interval(days => $3) FROM unnest($1::int[], $2::text[]) AS t(id, token_hash)`,
    [BURST_MEMBER_IDS, BURST_MEMBER_IDS.map((id) => sha256(tokenOf(id))), DEFAULT_TOKEN_TTL_DAYS]);
    // Nothing left for autovacuum or the checkpointer to do while the figures are taken.
    await client.query('VACUUM (ANALYZE)');
    await client.query('CHECKPOINT');
    console.log(`push burst data: ${BIG_POLL_ANSWERS + SMALL_POLL_ANSWERS} members and answers made in SQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}

/** 10,000 members, 100 at a time, each: user, next, answer, stats. */
async function pushBurst(port: number): Promise<{ figure: Figure; lines: string[] }> {
  const connections = await Promise.all(Array.from({ length: CONNECTIONS }, () => openKeepAlive(port)));
  const latenciesByCall: Record<'user' | 'next' | 'answer' | 'stats', number[]> = { user: [], next: [], answer: [], stats: [] };
  let errors = 0;
  let nextIndex = 0;
  const timed = async (connection: KeepAliveConnection, name: keyof typeof latenciesByCall, method: string, path: string, headers: Record<string, string>, body?: string): Promise<unknown> => {
    const started = performance.now();
    try {
      const response = await connection.send(method, path, headers, body);
      // Every answer is JSON, a failure's too: a body that is not counts as an error.
      const parsed: unknown = JSON.parse(response.body.toString('utf8'));
      if (response.status >= 300) errors += 1;
      return response.status < 300 ? parsed : undefined;
    } catch {
      errors += 1;
      return undefined;
    } finally {
      latenciesByCall[name].push(performance.now() - started);
    }
  };
  const member = async (connection: KeepAliveConnection, userId: number) => {
    const headers = { authorization: `${userId}:${tokenOf(userId)}` };
    await timed(connection, 'user', 'GET', `/rest/user/${userId}`, headers);
    const next = (await timed(connection, 'next', 'GET', `/rest/widget/next/${userId}?langUiName=en`, headers)) as { id: number } | undefined;
    if (!next) return;
    await timed(connection, 'answer', 'POST', '/rest/questions/answer', { ...headers, 'content-type': 'application/json' },
      JSON.stringify({ answerId: randomUUID(), questionId: next.id, choiceValues: [1] }));
    await timed(connection, 'stats', 'GET', `/rest/widget/${next.id}/stats`, headers);
  };
  const started = performance.now();
  await Promise.all(connections.map(async (_, slot) => {
    while (nextIndex < BURST_MEMBER_IDS.length) {
      // A member's phone whose connection dropped (counted as an error) connects again.
      if (connections[slot]!.closed) connections[slot] = await openKeepAlive(port);
      await member(connections[slot]!, BURST_MEMBER_IDS[nextIndex++]!);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  for (const connection of connections) connection.close();
  const latencies = Object.values(latenciesByCall).flat();
  const { p50, p99 } = latencyPercentiles(latencies);
  return {
    figure: { name: `push burst: ${BURST_MEMBERS} members x (user, next, answer, stats) (postgres)`, rps: latencies.length / seconds, p50, p99, errors },
    lines: [
      `push burst (postgres): ${BURST_MEMBERS} members all acknowledged in ${seconds.toFixed(1)} s; ${latencies.length} calls, p50 ${p50} ms, p99 ${p99} ms, ${errors} errors`,
      `push burst per call (p50/p99 ms): ${Object.entries(latenciesByCall).map(([call, list]) => {
        const each = latencyPercentiles(list);
        return `${call} ${each.p50}/${each.p99}`;
      }).join(', ')}`,
    ],
  };
}

/** Every burst answer credited exactly once (each answer row is its own credit): one new credited answer per member, balances = ledger sums. */
async function ledgerCheck(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: [row] } = await client.query<{ answers: number; credits: number; members_credited_once: number; off_balance: number }>(`
      SELECT
        (SELECT count(*)::int FROM answers WHERE user_id = ANY($1::int[]) AND question_id <> $2) AS answers,
        (SELECT count(*)::int FROM answers WHERE user_id = ANY($1::int[]) AND points > 0)
          + (SELECT count(*)::int FROM points_ledger WHERE user_id = ANY($1::int[]) AND reason = 'answer') AS credits,
        (SELECT count(*)::int FROM (SELECT user_id FROM answers WHERE user_id = ANY($1::int[]) AND points > 0 GROUP BY user_id HAVING count(*) = 1) AS once) AS members_credited_once,
        (SELECT count(*)::int FROM users u WHERE u.id = ANY($1::int[]) AND u.points <> (SELECT coalesce(sum(delta), 0) FROM points_ledger l WHERE l.user_id = u.id)
          + (SELECT coalesce(sum(points), 0) FROM answers a WHERE a.user_id = u.id)) AS off_balance`,
    [BURST_MEMBER_IDS, BIG_POLL]);
    const exact = row!.answers === BURST_MEMBERS && row!.credits === BURST_MEMBERS && row!.members_credited_once === BURST_MEMBERS && row!.off_balance === 0;
    return `push burst ledger: ${row!.answers} answers, ${row!.credits} answer credits (birthday bonuses of the visits apart), ${row!.members_credited_once} members credited exactly once, ${row!.off_balance} balances off their ledger: ${exact ? 'exact' : 'NOT EXACT'}`;
  } finally {
    await client.end();
  }
}

/** (c) and (d) on a server of their own over a fresh PostgreSQL database. */
export async function burstFigures(adminUrl: string, port: number): Promise<Figure[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  // Readable by superusers only: where it is not, the probe's disk is not compared with it.
  const postgresData = await admin.query<{ data_directory: string }>('SHOW data_directory').then((result) => result.rows[0]?.data_directory, () => undefined);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${DATABASE}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'panelist-bench-burst-'));
  const distDir = join(dataDir, 'dist');
  mkdirSync(distDir);
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
  const env = { DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_URL: databaseUrl };
  const polls = ['Big poll?', 'Small poll?', 'Burst poll?'].map((text) => ({ language: 'en', type: 'yes_no', text }));
  writeFileSync(join(dataDir, 'polls.json'), JSON.stringify({ polls }));
  // Before the server starts, so it seeds no demo data: the polls get ids 1, 2, 3.
  execFileSync(tsx, ['server/cli.ts', 'import', join(dataDir, 'polls.json')], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  await makeData(databaseUrl);
  const server = await startProcess(['server/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_DISABLED: 'true' }, /Panelist is running at/);
  try {
    const base = `http://127.0.0.1:${port}`;
    // Compared with each other: measured in turns.
    const figures = await loadsInTurns([
      { name: `GET widget/{id}/stats, ${BIG_POLL_ANSWERS} answers (postgres)`, options: { url: `${base}/rest/widget/${BIG_POLL}/stats?withAgeGroup=true&withGender=true` } },
      { name: `GET widget/{id}/stats, ${SMALL_POLL_ANSWERS} answers (postgres)`, options: { url: `${base}/rest/widget/${SMALL_POLL}/stats?withAgeGroup=true&withGender=true` } },
    ]);
    const { result: burst, syncs } = await whileProbingDisk(tmpdir(), () => pushBurst(port));
    figures.push(burst.figure);
    const disk = describeSyncs(syncs, tmpdir(), postgresData === undefined ? undefined : sameDevice(tmpdir(), postgresData));
    for (const line of [...burst.lines, disk, await ledgerCheck(databaseUrl)]) console.log(line);
    return figures;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
