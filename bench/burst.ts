import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import { CONNECTIONS, prebuiltRequests } from './harness';

/** The push burst's members: made in SQL before the server starts (bench/burst-members.ts). */
export const BURST_MEMBERS = 1000;
/**
 * Answers in the burst's answer load (after its warm-up): each a member's answer to a poll they have
 * not answered, 50 polls per member with the warm-up.
 */
const BURST_ANSWERS = 40_000;

export interface BurstMember {
  id: number;
  authorization: string;
}

/** Inserts the burst's members into the database the server will open; their credentials. */
export function seedBurstMembers(tsx: string, root: string, env: Record<string, string>, dataDir: string): BurstMember[] {
  const file = join(dataDir, 'burst-members.json');
  execFileSync(tsx, ['bench/burst-members.ts', String(BURST_MEMBERS), file], { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: 'inherit' });
  return JSON.parse(readFileSync(file, 'utf8')) as BurstMember[];
}

/**
 * Reads that go round the members, built before they are sent, as the hello route's request is:
 * connection c asks for members c, c + 100, c + 200... in turn (100 connections), so the connections
 * spread over every member at once. Building a request as it is sent costs the load generator
 * about 18 us of the cores it shares with the server (profiled), which the hello route's request
 * never costs: built first, the 1,000-member reads measured 30-45 % faster.
 */
function readsAcrossMembers(members: BurstMember[], build: (member: BurstMember) => autocannon.Request): Omit<autocannon.Options, 'url'> {
  const own = membersByConnection(members);
  let clients = 0;
  return {
    setupClient: (client) => {
      client.setRequests(own[clients % own.length]!.map(build));
      clients += 1;
    },
  };
}

/** The members each connection goes round: connection c has members c, c + 100, c + 200... (100 connections). */
function membersByConnection(members: BurstMember[]): BurstMember[][] {
  const spread = Math.min(CONNECTIONS, members.length);
  return Array.from({ length: spread }, (_, slot) => members.filter((_, index) => index % spread === slot));
}

/** (a) widget/next across the members. */
export const nextAcrossMembers = (members: BurstMember[]) =>
  readsAcrossMembers(members, (member) => ({ method: 'GET', path: `/rest/widget/next/${member.id}?langUiName=en`, headers: { authorization: member.authorization } }));

/** GET user/{id} across the members. */
export const userAcrossMembers = (members: BurstMember[]) =>
  readsAcrossMembers(members, (member) => ({ method: 'GET', path: `/rest/user/${member.id}`, headers: { authorization: member.authorization } }));

/**
 * (b) poll answers from the members, each a new answer, made before the load: connection c answers
 * for members c, c + 100, c + 200... in turn, each member their polls 1, 2, 3... in order.
 */
export function answersAcrossMembers(members: BurstMember[]): Omit<autocannon.Options, 'url'> {
  const own = membersByConnection(members);
  const made = own.map(() => 0);
  return prebuiltRequests(BURST_ANSWERS, (connection) => {
    const slot = connection % own.length;
    const list = own[slot]!;
    const member = list[made[slot]! % list.length]!;
    const questionId = Math.floor(made[slot]! / list.length) + 1;
    made[slot]! += 1;
    return answerRequest(member.authorization, questionId);
  });
}

/** A poll answer of the member the credentials name: a new answer id, the first choice. */
export const answerRequest = (authorization: string, questionId: number): autocannon.Request & { method: 'POST'; path: string; headers: Record<string, string>; body: string } => ({
  method: 'POST', path: '/rest/questions/answer',
  headers: { authorization, 'content-type': 'application/json' },
  body: JSON.stringify({ answerId: randomUUID(), questionId, choiceValues: [1] }),
});

async function nextId(base: string, member: BurstMember): Promise<number | null> {
  const response = await fetch(`${base}/rest/widget/next/${member.id}?langUiName=en`, { headers: { authorization: member.authorization } });
  return ((await response.json()) as { id: number } | null)?.id ?? null;
}

/**
 * (e) Two instances on one PostgreSQL: a member answers their next poll on the first, then asks the
 * second for their next question at once, and again until it has moved on. Reports how many saw
 * it at the first ask and the longest wait.
 */
export async function crossInstanceFigure(first: string, second: string, members: BurstMember[]): Promise<string> {
  let atOnce = 0;
  let longestMs = 0;
  let never = 0;
  for (const member of members) {
    const shown = await nextId(second, member);
    if (shown === null) continue;
    const { method, path, headers, body } = answerRequest(member.authorization, shown);
    const saved = await fetch(`${first}${path}`, { method, headers, body });
    if (!saved.ok) throw new Error(`answer on the first instance: ${saved.status} ${await saved.text()}`);
    const start = performance.now();
    let asks = 0;
    for (;;) {
      asks += 1;
      if ((await nextId(second, member)) !== shown) break;
      if (performance.now() - start > 2000) {
        never += 1;
        break;
      }
    }
    if (asks === 1) atOnce += 1;
    longestMs = Math.max(longestMs, performance.now() - start);
  }
  return `two instances on one PostgreSQL: ${members.length} members answered on one, ${atOnce} saw their next question move on the other at the first ask, ` +
    `${never} not within 2 s; longest until seen ${longestMs.toFixed(1)} ms`;
}
