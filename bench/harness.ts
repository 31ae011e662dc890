import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';

/** What every benchmark module shares: the processes it starts and how it loads them. */
export const root = join(import.meta.dirname, '..');
export const tsx = join(root, 'node_modules/.bin/tsx');
export const CONNECTIONS = 100;
export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

export interface Figure {
  name: string;
  rps: number;
  p50?: number;
  p99: number;
  errors: number;
}

/** The value below which `p` percent of a sorted list lie. */
export const percentile = (sorted: ArrayLike<number>, p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
}

/**
 * The warm-up before a load of a fixed number of requests: a quarter as many more, made by the same
 * request generator (so the measured requests stay new: each answer a poll not answered yet).
 */
export const warmUpAmount = (amount: number): number => Math.ceil(amount / 4);

/**
 * A fixed amount of requests, each made before the load starts, as the hello route's request is
 * (made as it is sent, a request costs the load generator CPU on the cores the server shares). With
 * an amount, each connection sends an even share of it (autocannon's `responseMax`): connection
 * slot s is given that many of `make(s)` as it is set up, and a later load from the same options
 * (the measured one after its warm-up) goes on where the last one stopped, so each request stays new.
 */
export function prebuiltRequests(amount: number, make: (slot: number) => autocannon.Request): Pick<autocannon.Options, 'amount' | 'setupClient'> {
  let clients = 0;
  return {
    amount,
    setupClient: (client) => {
      const slot = clients % CONNECTIONS;
      clients += 1;
      const share = (client as unknown as { opts: { responseMax: number } }).opts.responseMax;
      client.setRequests(Array.from({ length: share }, () => make(slot)));
    },
  };
}

/** The p50 and p99 of a list of latencies, to a tenth of a millisecond. */
export function latencyPercentiles(latencies: readonly number[]): { p50: number; p99: number } {
  const sorted = Float64Array.from(latencies).sort();
  const rounded = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: rounded(percentile(sorted, 50)), p99: rounded(percentile(sorted, 99)) };
}

/**
 * A response's latency from when its request can have been sent. autocannon stamps a connection's
 * first request as its client is set up, before the load's other clients are (their prebuilt
 * requests are built then) and before any socket connects: that stamp can precede the load's start
 * by the whole set-up (measured: about 300 ms for 8,000 prebuilt answers on a slow machine), which
 * no request spends on the wire or in the server. So a latency counts from the load's start at the
 * earliest.
 */
export const latencySinceStart = (responseTimeMs: number, msSinceStart: number): number => Math.min(responseTimeMs, msSinceStart);

export async function load(name: string, options: autocannon.Options, warmUp = true): Promise<Figure> {
  // A short warm-up so JIT, prepared statements and connection pools are in steady state.
  if (warmUp) await autocannon({ ...options, connections: CONNECTIONS, ...(options.amount ? { amount: warmUpAmount(options.amount) } : { duration: 1 }) });
  let started = performance.now();
  let lastResponse = started;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, finished) => (error ? reject(error) : resolve(finished)));
    // From when the clients are set up: requests made before they are sent do not count as sending time.
    run.on('start', () => (started = lastResponse = performance.now()));
    run.on('response', (_client, _status, _bytes, responseTime) => {
      lastResponse = performance.now();
      latencies.push(latencySinceStart(responseTime, lastResponse - started));
    });
  });
  // Requests over the time until the last response: a fixed amount of requests ends between the
  // load generator's one-second ticks, and its own duration counts to the next tick.
  const seconds = (lastResponse - started) / 1000;
  return { name, rps: seconds > 0 ? result.requests.total / seconds : 0, ...latencyPercentiles(latencies), errors: result.non2xx + result.errors + result.timeouts };
}

/** One figure of several loads of the same thing: the mean rate, the highest percentiles, all the errors. */
export function meanFigure(name: string, figures: Figure[]): Figure {
  return {
    name,
    rps: figures.reduce((sum, figure) => sum + figure.rps, 0) / figures.length,
    p50: Math.max(...figures.map((figure) => figure.p50 ?? 0)),
    p99: Math.max(...figures.map((figure) => figure.p99)),
    errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
  };
}

/**
 * The order in which loads to be compared are measured: turns, the order reversed every other turn
 * (a b, b a, a b, b a...). Over an even number of turns each load's mean place in time is the same,
 * so a machine's steady drift (faster or slower over the minute they take) weighs on each alike, and
 * none is always the one measured first, just after the server started or after the other.
 */
export function turnOrder(loads: number, turns: number): number[] {
  const forward = Array.from({ length: loads }, (_, index) => index);
  return Array.from({ length: turns }, (_, turn) => (turn % 2 === 0 ? forward : [...forward].reverse())).flat();
}

/**
 * Loads to be compared, measured in turns (`turnOrder`), each turn a share of the usual time, where
 * one after the other the first would take the start's speed and the second the end's. Each figure
 * is its turns' mean.
 */
export async function loadsInTurns(loads: { name: string; options: autocannon.Options }[], turns = 4): Promise<Figure[]> {
  const measured: Figure[][] = loads.map(() => []);
  for (const index of turnOrder(loads.length, turns)) {
    const { name, options } = loads[index]!;
    measured[index]!.push(await load(name, { duration: DURATION_S / turns, ...options }));
  }
  return measured.map((figures, index) => meanFigure(loads[index]!.name, figures));
}
