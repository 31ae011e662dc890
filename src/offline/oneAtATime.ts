/**
 * Runs `work` one at a time: a call made while it runs shares that run, which then goes once more
 * (what was asked for meanwhile is not lost, however many asked). Answers the last run's result.
 */
export function oneAtATime<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let result: T;
        do {
          again = false;
          result = await work();
        } while (again);
        return result;
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
