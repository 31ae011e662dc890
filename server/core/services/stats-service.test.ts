import { describe, expect, it } from 'vitest';
import { createStatsService, STATS_TTL_MS } from './stats-service';

/** Counters whose one read (the counters of a question) is counted and answers `rows`. */
function fakes() {
  const calls = { counters: 0, cards: 0 };
  let rows = [{ ageGroup: 'unknown', sex: 'F', choiceValue: -1, count: 1 }, { ageGroup: 'unknown', sex: 'F', choiceValue: 1, count: 1 }];
  const counters = { countersOf: async () => { calls.counters += 1; return rows; } };
  const card = { id: 1, choices: [{ value: 1, label: 'Yes' }, { value: 2, label: 'No' }] };
  const questions = {
    card: async (id: number) => { calls.cards += 1; return id === 1 ? { card, cardJson: JSON.stringify(card) } : undefined; },
  } as unknown as Parameters<typeof createStatsService>[1];
  return { calls, counters, questions, setRows: (next: typeof rows) => { rows = next; } };
}

describe('the statistics cache', () => {
  const flags = { withAgeGroup: false, withGender: false };

  it('reads a question once for concurrent callers and within the TTL, again after it', async () => {
    const { calls, counters, questions, setRows } = fakes();
    let clock = 1_000;
    const stats = createStatsService(counters, questions, { now: () => clock }, 1);
    const [a, b] = await Promise.all([stats.of(1, flags), stats.of(1, flags)]);
    expect(a).toEqual(b);
    expect(calls).toEqual({ counters: 1, cards: 1 });
    setRows([{ ageGroup: 'unknown', sex: 'F', choiceValue: -1, count: 2 }, { ageGroup: 'unknown', sex: 'F', choiceValue: 2, count: 2 }]);
    clock += STATS_TTL_MS - 1;
    expect((await stats.of(1, flags)).total).toBe(1);
    clock += 1;
    expect((await stats.of(1, flags)).total).toBe(2);
    expect(calls.counters).toBe(2);
  });

  it('reads again after forget, and keeps no unknown question', async () => {
    const { calls, counters, questions } = fakes();
    const stats = createStatsService(counters, questions, { now: () => 0 }, 1);
    await stats.of(1, flags);
    stats.forget(1);
    await stats.of(1, flags);
    expect(calls.counters).toBe(2);
    await expect(stats.of(2, flags)).rejects.toMatchObject({ statusCode: 404 });
    await expect(stats.of(2, flags)).rejects.toMatchObject({ statusCode: 404 });
    expect(calls.cards).toBe(4);
  });

  it('makes each breakdown once per snapshot, as an object and as its JSON', async () => {
    const { counters, questions } = fakes();
    const stats = createStatsService(counters, questions, { now: () => 0 }, 1);
    const first = await stats.of(1, flags);
    expect(await stats.of(1, flags)).toBe(first);
    expect(await stats.json(1, flags)).toBe(JSON.stringify(first));
    const byAge = await stats.of(1, { withAgeGroup: true, withGender: false });
    expect(byAge).not.toBe(first);
    expect(byAge.byAgeGroup).toBeDefined();
    stats.forget(1);
    expect(await stats.of(1, flags)).not.toBe(first);
  });
});
