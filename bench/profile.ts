import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type autocannon from 'autocannon';
import pg from 'pg';
import { load, root, startProcess, tsx } from './harness';
import { answersAcrossMembers, nextAcrossMembers, seedBurstMembers, userAcrossMembers } from './burst';

/**
 * npm run bench:profile [next|user|answer|stats]: one call's load on PostgreSQL with the server under
 * --cpu-prof, the CPU the server and PostgreSQL spent per request, then the functions that took the
 * most CPU, by self time. The causes of a figure in
 * `npm run bench`, found before any code is changed. PROFILE_NODE_FLAGS adds flags to the server's
 * Node (say `--max-semi-space-size=64`, to see what a setting changes); PROFILE_SQL runs SQL on the
 * fresh database before the server starts (say a trigger dropped, to see what it costs).
 * PROFILE_CPU=off prints the figures only, without the profiler's own share of the shared cores.
 */
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const call = process.argv[2] ?? 'next';
const top = Number(process.env.PROFILE_TOP ?? 40);
const profiled = process.env.PROFILE_CPU !== 'off';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

/**
 * Self time per function between two moments of the monotonic clock, in microseconds (a profile's
 * stamps are on the same clock as `process.hrtime` of any process on the machine).
 */
function selfTimes(profile: Profile, from: number, to: number): { label: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  const stamps: number[] = [];
  profile.timeDeltas.reduce((at, delta, index) => (stamps[index] = at + delta), profile.startTime);
  profile.samples.forEach((id, index) => {
    if (stamps[index]! < from || stamps[index]! > to) return;
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.replace(/^file:\/\//, '').replace(`${root}/`, '');
    const label = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(label, (totals.get(label) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([label, ms]) => ({ label, ms })).sort((a, b) => b.ms - a.ms);
}

/** CPU seconds (user + system) used so far by a process and its children (tsx runs the server in a child). */
function cpuSecondsOfTree(pid: number): number {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  const stat = (id: number) => {
    const line = readFileSync(`/proc/${id}/stat`, 'utf8');
    return line.slice(line.lastIndexOf(')') + 2).split(' ');
  };
  const children = (id: number): number[] => {
    try {
      return readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const own = (id: number) => {
    const fields = stat(id);
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  };
  const walk = (id: number): number => own(id) + children(id).reduce((sum, child) => sum + walk(child), 0);
  return walk(pid);
}

/** CPU seconds used so far by every PostgreSQL process on this machine (backends, WAL writer, checkpointer). */
function cpuSecondsOfPostgres(): number {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
  let total = 0;
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const line = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!line.includes('(postgres)')) continue;
      const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS panelist_profile WITH (FORCE)');
await admin.query('CREATE DATABASE panelist_profile');
await admin.end();

const dataDir = mkdtempSync(join(tmpdir(), 'panelist-profile-'));
const profileDir = join(dataDir, 'profile');
const distDir = join(dataDir, 'dist');
mkdirSync(distDir);
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>profile</title>');
const env = { DATA_DIR: dataDir, DIST_DIR: distDir, DATABASE_URL: Object.assign(new URL(PG_ADMIN_URL), { pathname: '/panelist_profile' }).toString() };
const polls = Array.from({ length: Number(process.env.PROFILE_POLLS ?? 100) }, (_, i) => ({ language: 'en', type: 'yes_no', text: `Profile poll ${i + 1}?` }));
writeFileSync(join(dataDir, 'polls.json'), JSON.stringify({ polls }));
execFileSync(tsx, ['server/cli.ts', 'import', join(dataDir, 'polls.json')], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
const members = seedBurstMembers(tsx, root, env, dataDir);
if (process.env.PROFILE_SQL) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query(process.env.PROFILE_SQL);
  await client.end();
}
/** When the load (its warm-up included) started and ended, in microseconds of the monotonic clock. */
const loadWindow = { from: 0, to: 0 };
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);
const server = await startProcess([...(process.env.PROFILE_NODE_FLAGS ?? '').split(' ').filter(Boolean), ...(profiled ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'server/main.ts'], {
  ...env, PORT: '18481', HOST: '127.0.0.1', RATE_LIMIT_DISABLED: 'true',
}, /Panelist is running at/);
try {
  const statsOfFirstPoll = () => ({ requests: [{ method: 'GET' as const, path: '/rest/widget/1/stats?withAgeGroup=true&withGender=true' }] });
  const loads: Record<string, (list: typeof members) => Omit<autocannon.Options, 'url'>> = {
    next: nextAcrossMembers, user: userAcrossMembers, answer: answersAcrossMembers, stats: statsOfFirstPoll,
    // The same calls from one member only: what going round the members adds.
    next1: (list) => nextAcrossMembers(list.slice(0, 1)),
    user1: (list) => userAcrossMembers(list.slice(0, 1)),
  };
  const options = loads[call];
  if (!options) throw new Error(`unknown call ${call}: next, user, answer or stats`);
  // PROFILE_BEFORE=answer: another call's load first, unmeasured (what a call costs after it).
  for (const before of (process.env.PROFILE_BEFORE ?? '').split(',').filter(Boolean)) {
    await load(before, { ...loads[before]!(members), url: 'http://127.0.0.1:18481' }, false);
  }
  const cpuBefore = cpuSecondsOfTree(server.pid!);
  const postgresBefore = cpuSecondsOfPostgres();
  const loadStarted = performance.now();
  loadWindow.from = monotonicMicros();
  const figure = await load(`${call} across ${members.length} members`, { ...options(members), url: 'http://127.0.0.1:18481' });
  // Requests made in the load (and its warm-up, at about the same rate): the rate times the time taken.
  loadWindow.to = monotonicMicros();
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const requests = figure.rps * loadSeconds;
  const cpuPerRequest = ((cpuSecondsOfTree(server.pid!) - cpuBefore) / requests) * 1e6;
  const postgresPerRequest = ((cpuSecondsOfPostgres() - postgresBefore) / requests) * 1e6;
  // CPU per request holds steadier than req/s on a shared machine (warm-up included, roughly).
  console.log(`${figure.name}: ${Math.round(figure.rps)} req/s, p99 ${figure.p99} ms, errors ${figure.errors}, server CPU ${cpuPerRequest.toFixed(0)} us/request, PostgreSQL CPU ${postgresPerRequest.toFixed(0)} us/request`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
/** The functions that took the most of the load's second half (steady state, after the warm-up). */
function printProfile(): void {
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('the server wrote no profile');
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
  const times = selfTimes(profile, (loadWindow.from + loadWindow.to) / 2, loadWindow.to);
  const total = times.reduce((sum, entry) => sum + entry.ms, 0);
  for (const { label, ms } of times.slice(0, top)) console.log(`${((ms / total) * 100).toFixed(1).padStart(5)} %  ${label}`);
  writeFileSync(join(tmpdir(), `panelist-${call}.cpuprofile`), JSON.stringify(profile));
  console.log(`full profile: ${join(tmpdir(), `panelist-${call}.cpuprofile`)}`);
}
if (profiled) printProfile();
rmSync(dataDir, { recursive: true, force: true });
