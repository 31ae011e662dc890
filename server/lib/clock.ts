/** Where the server reads the time: the real one in production, one a test moves in tests. */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until moved: tests pass time without waiting for it. */
export function createManualClock(start: number = Date.now()) {
  let at = start;
  return {
    now: () => at,
    advance(ms: number): void {
      at += ms;
    },
    set(ms: number): void {
      at = ms;
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;
