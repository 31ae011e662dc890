import type { QuestionCard } from '@contract/schemas/entities';
import { ANSWER_COUNT_ALL } from '../repositories/answer-counts-repository';
import { shownGroups } from '@contract/rules/breakdown-privacy';
import { choiceShares } from '@contract/rules/percentages';
import { AGE_GROUPS } from './answer-rules';

/** One summed answer counter: answers (choiceValue ANSWER_COUNT_ALL) or one choice's, in a group. */
export interface CounterRow {
  ageGroup: string;
  sex: string;
  choiceValue: number;
  count: number;
}

export interface StatsOptions {
  withAgeGroup: boolean;
  withGender: boolean;
}

interface Breakdown {
  group: string;
  total: number;
  counts: Record<string, number>;
}

/** The group of members who did not state their age or sex. */
const UNKNOWN_GROUP = 'unknown';

/** Age groups youngest first, gender groups by name; 'unknown' last in both. */
const rank = (group: string, order: readonly string[]): number => (group === UNKNOWN_GROUP ? Infinity : order.includes(group) ? order.indexOf(group) : order.length);
const byGroupOrder = (order: readonly string[]) => (a: Breakdown, b: Breakdown): number => rank(a.group, order) - rank(b.group, order) || a.group.localeCompare(b.group);

function breakdown(rows: readonly CounterRow[], groupOf: (row: CounterRow) => string, order: readonly string[], minGroupAnswers: number): Breakdown[] {
  const groups = new Map<string, Breakdown>();
  for (const row of rows) {
    if (row.count === 0) continue;
    const group = groupOf(row);
    const entry = groups.get(group) ?? { group, total: 0, counts: {} };
    if (row.choiceValue === ANSWER_COUNT_ALL) entry.total += row.count;
    else entry.counts[String(row.choiceValue)] = (entry.counts[String(row.choiceValue)] ?? 0) + row.count;
    groups.set(group, entry);
  }
  return shownGroups([...groups.values()].filter((entry) => entry.total > 0).sort(byGroupOrder(order)), minGroupAnswers, (entry) => entry.group !== UNKNOWN_GROUP);
}

/**
 * A question's statistics from its answer counters: counts and percentages per choice (of the
 * answers; a multiple-choice answer counts for each value it holds), and optionally the same by
 * age group and by gender at the time of the answers, without groups too small to show
 * (`shownGroups`: fewer than `minGroupAnswers` answers).
 */
export function statsFrom(card: Pick<QuestionCard, 'id' | 'choices'>, rows: readonly CounterRow[], options: StatsOptions, minGroupAnswers: number) {
  let total = 0;
  const perValue = new Map<number, number>();
  for (const row of rows) {
    if (row.choiceValue === ANSWER_COUNT_ALL) total += row.count;
    else perValue.set(row.choiceValue, (perValue.get(row.choiceValue) ?? 0) + row.count);
  }
  return {
    questionId: card.id,
    total,
    choices: choiceShares(card.choices, (value) => perValue.get(value) ?? 0, total),
    ...(options.withAgeGroup ? { byAgeGroup: breakdown(rows, (row) => row.ageGroup, AGE_GROUPS, minGroupAnswers) } : {}),
    ...(options.withGender ? { byGender: breakdown(rows, (row) => row.sex, [], minGroupAnswers) } : {}),
  };
}
