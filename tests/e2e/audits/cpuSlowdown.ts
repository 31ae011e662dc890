/**
 * Lighthouse's CPU slowdown for this host, calibrated as Lighthouse's throttling guide says: its
 * default 4x is meant to take a high-end desktop (benchmarkIndex 1500-2000) down to a mid-tier
 * phone, and on a weaker host the multiplier is to be lowered (the guide suggests 2x for a low-end
 * desktop, index 1000-1500). We scale 4x by the host's index against the middle of the high-end
 * bracket, which is stricter than the guide's step (1225 gives 2.8x, not 2x), and never go above 4x
 * or below 1x.
 */
export const REFERENCE_BENCHMARK_INDEX = 1750;
export const DEFAULT_CPU_SLOWDOWN = 4;

export function cpuSlowdownFor(benchmarkIndex: number | undefined): number {
  if (benchmarkIndex === undefined || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, scaled)) * 10) / 10;
}

/** How far the slowdown a run's own benchmark calls for may stray from the one it ran with. */
export const CALIBRATION_TOLERANCE = 0.15;

/**
 * Whether a run was throttled as its host was at the time: Lighthouse measures the host's index at
 * the start of every run, and on a shared machine the neighbours' load moves it within minutes, so
 * a slowdown calibrated earlier can be far off (too lenient when the host got faster, too harsh
 * when it got slower). Only runs whose calibration held are scored.
 */
export function calibrationHeld(usedSlowdown: number, benchmarkIndex: number | undefined): boolean {
  const wanted = cpuSlowdownFor(benchmarkIndex);
  return Math.abs(wanted - usedSlowdown) <= usedSlowdown * CALIBRATION_TOLERANCE;
}
