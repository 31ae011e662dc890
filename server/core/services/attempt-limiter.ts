/**
 * Counts failed attempts per key (an address) in fixed windows and says when a key is throttled.
 * The pure functions below are the whole rule. Where the windows live is the store's: in memory on
 * one instance (a bounded map), or in Redis when REDIS_URL is set (redis-attempt-store.ts), so a
 * limit holds across every instance behind a load balancer rather than once per instance.
 */

export interface AttemptWindow {
  /** When the current window started (ms since the epoch). */
  startedAt: number;
  failures: number;
}

export interface AttemptPolicy {
  /** Failures allowed in one window; the next attempt is refused. */
  max: number;
  windowMs: number;
}

const isOver = (entry: AttemptWindow | undefined, now: number, policy: AttemptPolicy): boolean =>
  entry === undefined || now - entry.startedAt >= policy.windowMs;

/** The window after one more failure at `now`: a new window when the last one is over. */
export function afterFailure(entry: AttemptWindow | undefined, now: number, policy: AttemptPolicy): AttemptWindow {
  if (isOver(entry, now, policy)) return { startedAt: now, failures: 1 };
  return { startedAt: (entry as AttemptWindow).startedAt, failures: (entry as AttemptWindow).failures + 1 };
}

/** Milliseconds until the key may try again; 0 when it is not throttled. */
export function retryAfterMs(entry: AttemptWindow | undefined, now: number, policy: AttemptPolicy): number {
  if (isOver(entry, now, policy)) return 0;
  const current = entry as AttemptWindow;
  return current.failures >= policy.max ? current.startedAt + policy.windowMs - now : 0;
}

/**
 * The window after a claimed attempt proved not to be a failure (a right guess): one attempt
 * fewer, never below none. A window that is over has nothing to take back.
 */
export function afterTakeBack(entry: AttemptWindow | undefined, now: number, policy: AttemptPolicy): AttemptWindow | undefined {
  if (isOver(entry, now, policy)) return entry;
  const current = entry as AttemptWindow;
  return { startedAt: current.startedAt, failures: Math.max(0, current.failures - 1) };
}

export interface AttemptLimiter {
  /**
   * Counts an attempt as a failure before it is checked, in one step with the check of the limit:
   * of attempts sent together, no more than the limit get through. 0 when it was counted; else
   * the milliseconds until `key` may try again (nothing counted).
   */
  claim(key: string): Promise<number>;
  /** Takes back a claimed attempt that was not a failure. */
  takeBack(key: string): Promise<void>;
}

/** A guess counted as a failure from its start (claimed); taken back when it proves right. */
export interface ClaimedGuess {
  takeBack(): Promise<void>;
}

/** The guess a limiter counted for `key` (its claim answered 0). */
export const claimedGuess = (limiter: AttemptLimiter, key: string): ClaimedGuess => ({ takeBack: () => limiter.takeBack(key) });

/**
 * Runs the check of claimed guesses: they stay counted only when the check calls `guessedWrong`;
 * any other ending (a right guess, a refusal for another reason, an error) takes them back.
 */
export async function checkClaimedGuesses<T>(claims: readonly ClaimedGuess[], check: (guessedWrong: () => void) => Promise<T>): Promise<T> {
  let wrong = false;
  try {
    return await check(() => {
      wrong = true;
    });
  } finally {
    if (!wrong) await Promise.all(claims.map((claim) => claim.takeBack()));
  }
}

/** Where limiters keep their windows; one store serves every limiter of an app. */
export interface AttemptStore {
  /** The limiter of one policy; `name` keeps its keys apart from other limiters' in a shared store. */
  limiter(name: string, policy: AttemptPolicy): AttemptLimiter;
  /** Connects, when there is anything to connect to; never fails (the limiters fail open). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createAttemptLimiter(policy: AttemptPolicy, options: { now?: () => number; maxKeys?: number } = {}): AttemptLimiter {
  const now = options.now ?? Date.now;
  // Bounded: a flood of addresses cannot grow the map without end; expired windows go first.
  const maxKeys = options.maxKeys ?? 100_000;
  const windows = new Map<string, AttemptWindow>();

  function prune(at: number): void {
    for (const [key, entry] of windows) if (isOver(entry, at, policy)) windows.delete(key);
    // Still full of live windows: drop the oldest (Map keeps insertion order).
    while (windows.size >= maxKeys) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) break;
      windows.delete(oldest);
    }
  }

  function recordFailureAt(key: string, at: number): void {
    const next = afterFailure(windows.get(key), at, policy);
    windows.delete(key);
    if (windows.size >= maxKeys) prune(at);
    windows.set(key, next);
  }

  // Each step reads and writes the map without awaiting in between: requests sent together see each other's counts.
  return {
    async claim(key) {
      const at = now();
      const waitMs = retryAfterMs(windows.get(key), at, policy);
      if (waitMs === 0) recordFailureAt(key, at);
      return waitMs;
    },
    async takeBack(key) {
      const entry = afterTakeBack(windows.get(key), now(), policy);
      if (entry) windows.set(key, entry);
    },
  };
}

/** Windows in this instance's memory, timed by `now` (a test's clock moves them). */
export function memoryAttemptStore(options: { now?: () => number; maxKeys?: number } = {}): AttemptStore {
  return {
    limiter: (_name, policy) => createAttemptLimiter(policy, options),
    start: async () => undefined,
    close: async () => undefined,
  };
}
