/** Tenths of a percent in a whole: percentages carry one decimal. */
const TENTHS = 1000;

/**
 * Each count as a percentage of the total, with one decimal. When the counts split the total (a
 * single-choice question: every answer counted once), the rounded percentages add up to exactly
 * 100: the tenths left over go to the largest remainders (ties: the first), so three equal thirds
 * read 33.4, 33.3 and 33.3 rather than summing to 99.9. Counts that do not split the total (a
 * multiple-choice answer counts for each value it holds) are each rounded on their own.
 */
export function percentagesOf(counts: readonly number[], total: number): number[] {
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count * TENTHS) / total);
  const splitsTotal = counts.reduce((sum, count) => sum + count, 0) === total;
  if (!splitsTotal) return exact.map((tenths) => Math.round(tenths) / 10);
  const tenths = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = TENTHS - tenths.reduce((sum, value) => sum + value, 0);
  for (const { index } of order) {
    if (left <= 0) break;
    tenths[index] = (tenths[index] ?? 0) + 1;
    left -= 1;
  }
  return tenths.map((value) => value / 10);
}

/** One choice's result: its count and its percentage of the total. */
export interface ChoiceShare {
  value: number;
  label: string;
  count: number;
  percent: number;
}

/** Each choice's count (`countOf` its value) and percentage of the total, as `percentagesOf` rounds them. */
export function choiceShares(choices: readonly { value: number; label: string }[], countOf: (value: number) => number, total: number): ChoiceShare[] {
  const counts = choices.map((choice) => countOf(choice.value));
  const percents = percentagesOf(counts, total);
  return choices.map((choice, index) => ({ value: choice.value, label: choice.label, count: counts[index] ?? 0, percent: percents[index] ?? 0 }));
}
