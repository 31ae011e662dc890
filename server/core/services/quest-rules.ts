/** Pure rules of a quest's outcome (unit-tested beside). */

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * A completion is a speedster when it took less than `share` of the median completion time,
 * once at least `minSamples` earlier completions make the median meaningful.
 */
export function isSpeedster(durationMs: number, earlierDurationsMs: readonly number[], share: number, minSamples: number): boolean {
  if (earlierDurationsMs.length < minSamples) return false;
  const typical = median(earlierDurationsMs);
  return typical !== undefined && durationMs < typical * share;
}

/** Consolation points for a screen-out only after the first questions (configured count). */
export const consolationDue = (answeredBeforeScreenout: number, after: number): boolean => answeredBeforeScreenout >= after;

/** A screening answer disqualifies when any chosen value is flagged. */
export const disqualifies = (chosen: readonly number[], disqualifying: readonly number[]): boolean => chosen.some((value) => disqualifying.includes(value));
