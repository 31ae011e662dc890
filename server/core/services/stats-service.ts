import type { QuestionCard } from '@contract/schemas/entities';
import type { AnswerCountsRepository } from '../repositories/answer-counts-repository';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PollCatalogue } from '../cache/poll-catalogue';
import { statsFrom, type CounterRow, type StatsOptions } from './stats-rules';

type Stats = ReturnType<typeof statsFrom>;

/** How long one instance serves a question's statistics from memory before reading them again. */
export const STATS_TTL_MS = 1000;
/** Browsers ask again every time; shared caches (a CDN) may keep them as long as an instance does. */
export const PUBLIC_STATS_CACHE_CONTROL = `public, max-age=0, s-maxage=${STATS_TTL_MS / 1000}`;
/** A signed-in caller's statistics: theirs to keep, never a shared cache's. */
export const PRIVATE_STATS_CACHE_CONTROL = 'private, max-age=0';
/** Past this many cached questions, expired entries are swept. */
const SWEEP_ABOVE = 2000;

interface Snapshot {
  card: QuestionCard;
  rows: CounterRow[];
  /** The answer per options (age groups, gender), made once per snapshot, and its JSON. */
  made: Map<number, { stats: Stats; json: string }>;
}

interface Entry {
  loadedAt: number;
  snapshot: Promise<Snapshot | undefined>;
}

/**
 * Answer statistics of one question, from the answer counters (kept by triggers on `answers`,
 * migration 0004): a read sums a bounded number of rows whatever the number of answers. Each
 * instance keeps a question's card and counters for STATS_TTL_MS, shared by every caller and by
 * concurrent misses (one read in flight per question); an answer saved through this instance
 * forgets its question at once, so the member who answered sees their answer counted. A feed
 * poll's card comes from the catalogue.
 */
export function createStatsService(counters: Pick<AnswerCountsRepository, 'countersOf'>, cards: Pick<PollCatalogue, 'card'>, clock: Clock, minGroupAnswers: number) {
  const cache = new Map<number, Entry>();

  async function load(questionId: number): Promise<Snapshot | undefined> {
    const card = (await cards.card(questionId))?.card;
    if (!card) return undefined;
    return { card, rows: await counters.countersOf(questionId), made: new Map() };
  }

  function sweep(at: number): void {
    if (cache.size <= SWEEP_ABOVE) return;
    for (const [questionId, entry] of cache) if (at - entry.loadedAt >= STATS_TTL_MS) cache.delete(questionId);
  }

  function snapshot(questionId: number): Promise<Snapshot | undefined> {
    const at = clock.now();
    const hit = cache.get(questionId);
    if (hit && at - hit.loadedAt < STATS_TTL_MS) return hit.snapshot;
    sweep(at);
    const entry: Entry = { loadedAt: at, snapshot: load(questionId) };
    cache.set(questionId, entry);
    // Neither a failure nor an unknown question is kept: the next call asks again.
    const drop = () => {
      if (cache.get(questionId) === entry) cache.delete(questionId);
    };
    entry.snapshot.then((found) => found || drop(), drop);
    return entry.snapshot;
  }

  async function made(questionId: number, options: StatsOptions): Promise<{ stats: Stats; json: string }> {
    const found = await snapshot(questionId);
    if (!found) throw notFound('No such question.');
    const key = (options.withAgeGroup ? 1 : 0) + (options.withGender ? 2 : 0);
    let result = found.made.get(key);
    if (!result) {
      const stats = statsFrom(found.card, found.rows, options, minGroupAnswers);
      result = { stats, json: JSON.stringify(stats) };
      found.made.set(key, result);
    }
    return result;
  }

  return {
    /** A question's statistics with the asked breakdowns. */
    of: async (questionId: number, options: StatsOptions): Promise<Stats> => (await made(questionId, options)).stats,

    /** The same as JSON, made once per snapshot for every caller. */
    json: async (questionId: number, options: StatsOptions): Promise<string> => (await made(questionId, options)).json,

    /** Drops this instance's copy of a question's statistics (after an answer to it). */
    forget(questionId: number): void {
      cache.delete(questionId);
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
