/** A step that took longer than it was given. */
export class TimedOut extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`);
    this.name = 'TimedOut';
  }
}

/**
 * The step's result, or a TimedOut rejection once `ms` have passed: for steps with no timeout of their
 * own (a browser API, a third-party SDK's network call) that would otherwise leave a button busy forever.
 * The step itself goes on; its late result is ignored.
 */
export function withinTime<T>(step: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(what, ms)), ms);
  });
  return Promise.race([step, late]).finally(() => clearTimeout(timer));
}
