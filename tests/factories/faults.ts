import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { resultRows, type Db } from '../../server/db/client';

/**
 * A client as unreliable networks and impatient apps make one, for fault tests against a listening
 * server: it sends some requests twice at once, closes the socket of others before reading the answer
 * (the server may or may not have acted on them), and leaves the rest alone. Requests not
 * acknowledged are for the test to replay later.
 */

/** A seeded pseudo-random source (mulberry32), so a failing run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface HttpCall {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/rest/questions/answer`. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface HttpAnswer {
  status: number;
  body: any;
}

/**
 * One request on a connection of its own. Undefined when no answer was read: the connection failed
 * (a server down or killed), or `abort` closed it once the request was written.
 */
export function sendOnce(baseUrl: string, call: HttpCall, options: { abort?: boolean } = {}): Promise<HttpAnswer | undefined> {
  return new Promise((resolve) => {
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
    const request = httpRequest(new URL(call.path, baseUrl), {
      method: call.method,
      agent: false,
      headers: { ...call.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }) },
    });
    let settled = false;
    const settle = (answer: HttpAnswer | undefined) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    request.on('error', () => settle(undefined));
    request.on('close', () => settle(undefined));
    if (options.abort) {
      // The whole request reached the socket: hang up without reading what the server answers.
      request.on('finish', () => setImmediate(() => {
        settle(undefined);
        request.destroy();
      }));
    } else {
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => settle(undefined));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: the text is the body.
          }
          settle({ status: response.statusCode ?? 0, body });
        });
      });
    }
    request.end(payload);
  });
}

export type Fault = 'none' | 'double' | 'abort';

/** Sends each call with a fault drawn for it: the answers read (none for an aborted call, two for a doubled one). */
export function createFaultyClient(baseUrl: string, options: { seed: number; abortRate: number; doubleRate: number }) {
  const random = seededRandom(options.seed);
  return {
    async send(call: HttpCall): Promise<{ fault: Fault; answers: HttpAnswer[] }> {
      const draw = random();
      const fault: Fault = draw < options.abortRate ? 'abort' : draw < options.abortRate + options.doubleRate ? 'double' : 'none';
      const copies = fault === 'double' ? [sendOnce(baseUrl, call), sendOnce(baseUrl, call)] : [sendOnce(baseUrl, call, { abort: fault === 'abort' })];
      const answers = (await Promise.all(copies)).filter((answer): answer is HttpAnswer => answer !== undefined);
      return { fault, answers };
    },
  };
}

/**
 * Sends a call again until the server acknowledges it (or refuses it for good: any 4xx), as a client
 * retrying an unacknowledged request does; a missing answer or a 503 is tried again.
 */
export async function sendUntilAnswered(baseUrl: string, call: HttpCall, attempts = 50): Promise<HttpAnswer> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const answer = await sendOnce(baseUrl, call);
    if (answer && answer.status !== 503) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${call.method} ${call.path} got no answer in ${attempts} attempts`);
}

export interface LedgerAudit {
  /** Members whose balance is not the sum of their ledger: its rows and their answers' credits. */
  balanceOff: { userId: number; points: number; ledger: number }[];
  negative: { userId: number; points: number }[];
  /** A member credited more than once for one question. */
  doubleCredits: { userId: number; reference: string; credits: number }[];
  /** Ledger rows crediting an answer (the answer row is its own credit) with no answer of that member behind them. */
  orphanCredits: { userId: number; key: string }[];
  /** A member's answers to a feed poll without a credit of `pollCredit` (checked when it is above 0). */
  uncredited: { userId: number; answerId: string }[];
  /** Conversions without their spend in the ledger, or spends without their conversion. */
  conversionsOff: { key: string; spent: number | null; delta: number | null }[];
}

/** What is wrong with the points in the database: every list empty when the ledger and balances agree. */
export async function auditLedger(db: Db, pollCredit: number): Promise<LedgerAudit> {
  const query = async <T>(text: string): Promise<T[]> => resultRows<T>(await db.execute(sql.raw(text)));
  return {
    balanceOff: await query(`
      select "userId", points, ledger from (
        select u.id as "userId", u.points,
          ((select coalesce(sum(l.delta), 0) from points_ledger l where l.user_id = u.id)
            + (select coalesce(sum(a.points), 0) from answers a where a.user_id = u.id))::int as ledger
        from users u
      ) as balances where points <> ledger order by "userId"`),
    negative: await query(`select id as "userId", points from users where points < 0 order by id`),
    doubleCredits: await query(`
      select user_id as "userId", reference, count(*)::int as credits from (
        select user_id, reference from points_ledger where reason = 'answer'
        union all
        select user_id, 'question:' || question_id from answers where points > 0
      ) as credits group by user_id, reference having count(*) > 1 order by user_id, reference`),
    orphanCredits: await query(`
      select l.user_id as "userId", l.idempotency_key as key from points_ledger l
      where l.reason = 'answer' and not exists (select 1 from answers a where 'answer:' || a.id = l.idempotency_key and a.user_id = l.user_id)
      order by l.id`),
    uncredited: pollCredit <= 0 ? [] : await query(`
      select a.user_id as "userId", a.id::text as "answerId" from answers a
      join questions q on q.id = a.question_id join users u on u.id = a.user_id
      where q.quest_id is null and not u.is_guest
        and a.points <> ${Number(pollCredit)}
      order by a.user_id`),
    conversionsOff: await query(`
      select coalesce(c.idempotency_key, l.idempotency_key) as key, c.points_spent as spent, l.delta
      from conversions c full join (select * from points_ledger where reason like 'convert%') l
        on l.idempotency_key = c.idempotency_key and l.user_id = c.user_id
      where c.id is null or l.id is null or l.delta <> -c.points_spent order by 1`),
  };
}

/** The audit with nothing wrong. */
export const soundLedger: LedgerAudit = { balanceOff: [], negative: [], doubleCredits: [], orphanCredits: [], uncredited: [], conversionsOff: [] };
