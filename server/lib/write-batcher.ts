/** What a batcher has done: how many batches and items, and how many batches fell back to one by one. */
export interface BatcherStats {
  batches: number;
  items: number;
  largestBatch: number;
  fallbacks: number;
}

/**
 * Collects the items that arrive together (in the same turn of the event loop, or while earlier
 * batches are being written) and writes them with one call; each caller's promise settles only when
 * its batch has. When a batch fails, its items are written one by one, so one bad item fails alone.
 * `writeBatch` answers one result per item, in order.
 */
export function createWriteBatcher<I, R>(options: {
  writeBatch(items: I[]): Promise<R[]>;
  writeOne(item: I): Promise<R>;
  maxBatch: number;
  /** Batches written at the same time (PostgreSQL: more than one; PGlite: one connection, one). */
  maxInFlight: number;
  onFallback?(error: unknown, size: number): void;
}) {
  const queue: { item: I; resolve(result: R): void; reject(error: unknown): void }[] = [];
  const stats: BatcherStats = { batches: 0, items: 0, largestBatch: 0, fallbacks: 0 };
  let inFlight = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || inFlight >= options.maxInFlight || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  }

  async function flush(): Promise<void> {
    if (inFlight >= options.maxInFlight || queue.length === 0) return;
    const batch = queue.splice(0, options.maxBatch);
    inFlight += 1;
    stats.batches += 1;
    stats.items += batch.length;
    stats.largestBatch = Math.max(stats.largestBatch, batch.length);
    let results: R[];
    try {
      results = await options.writeBatch(batch.map((entry) => entry.item));
    } catch (error) {
      stats.fallbacks += 1;
      options.onFallback?.(error, batch.length);
      await Promise.all(batch.map((entry) => options.writeOne(entry.item).then(entry.resolve, entry.reject)));
      inFlight -= 1;
      schedule();
      return;
    }
    inFlight -= 1;
    // What queued while this batch was written leaves now, before this batch's callers are answered:
    // the database writes it while they are.
    void flush();
    batch.forEach((entry, index) => entry.resolve(results[index]!));
  }

  return {
    write(item: I): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    stats: (): BatcherStats => ({ ...stats }),
  };
}
