import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { QuestionCard } from '../../../contract/entities';
import { answerCounts } from '../../../db/schema/index';
import { notFound } from '../../../lib/app-error';
import type { QuestionsRepository } from '../repositories/questions-repository';
import { statsFrom, type CounterRow, type StatsOptions } from './stats-rules';

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
 * forgets its question at once, so the member who answered sees their answer counted.
 */
export function createStatsService(db: Db, questions: QuestionsRepository, now: () => number = Date.now) {
  const cache = new Map<number, Entry>();

  async function load(questionId: number): Promise<Snapshot | undefined> {
    const card = await questions.card(questionId);
    if (!card) return undefined;
    const rows = await db
      .select({ ageGroup: answerCounts.ageGroup, sex: answerCounts.sex, choiceValue: answerCounts.choiceValue, count: sql<number>`sum(${answerCounts.count})::int` })
      .from(answerCounts)
      .where(eq(answerCounts.questionId, questionId))
      .groupBy(answerCounts.ageGroup, answerCounts.sex, answerCounts.choiceValue);
    return { card, rows: rows.map((row) => ({ ...row, count: Number(row.count) })) };
  }

  function sweep(at: number): void {
    if (cache.size <= SWEEP_ABOVE) return;
    for (const [questionId, entry] of cache) if (at - entry.loadedAt >= STATS_TTL_MS) cache.delete(questionId);
  }

  function snapshot(questionId: number): Promise<Snapshot | undefined> {
    const at = now();
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

  return {
    async of(questionId: number, options: StatsOptions) {
      const found = await snapshot(questionId);
      if (!found) throw notFound('No such question.');
      return statsFrom(found.card, found.rows, options);
    },

    /** Drops this instance's copy of a question's statistics (after an answer to it). */
    forget(questionId: number): void {
      cache.delete(questionId);
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
