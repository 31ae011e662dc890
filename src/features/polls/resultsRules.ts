import { choiceShares, type ChoiceShare } from '@contract/rules/percentages';
import type { LoadFailure } from '../../api/loadFailure';
import type { Stats } from './api';

/** One bar of the results: a choice's count and percentage. */
export type ResultRow = ChoiceShare;

export interface GroupResults {
  group: string;
  total: number;
  rows: ResultRow[];
}


/** The leading number of an age group ("under 18", "25-34", "65+"), unknown groups last. */
function ageRank(group: string): number {
  if (group === 'under 18') return 0;
  const match = /^(\d+)/.exec(group);
  return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
}

const genderRank: Record<string, number> = { F: 0, M: 1 };

/** One breakdown (by age group or by gender) as percentages per choice inside each group, in a stable order. */
export function groupResults(choices: Stats['choices'], groups: NonNullable<Stats['byAgeGroup']>, kind: 'age' | 'gender'): GroupResults[] {
  const rank = kind === 'age' ? ageRank : (group: string) => genderRank[group] ?? 2;
  return [...groups]
    .sort((a, b) => rank(a.group) - rank(b.group) || a.group.localeCompare(b.group))
    .map((group) => ({
      group: group.group,
      total: group.total,
      rows: choiceShares(choices, (value) => group.counts[String(value)] ?? 0, group.total),
    }));
}

/**
 * Whether a breakdown the results carry leaves some answers out: the server leaves out groups too
 * small to show (`shownGroups`), and the reader is told why the groups do not add up to the total.
 */
export function breakdownLeavesAnswersOut(stats: Pick<Stats, 'total' | 'byAgeGroup' | 'byGender'>): boolean {
  const answersIn = (groups: Stats['byAgeGroup']) => groups?.reduce((sum, group) => sum + group.total, 0);
  return [answersIn(stats.byAgeGroup), answersIn(stats.byGender)].some((counted) => counted !== undefined && counted < stats.total);
}

/** The choice most answered (ties: the first), or null with no answers. */
export function leadingChoice(choices: Stats['choices']): Stats['choices'][number] | null {
  return choices.reduce<Stats['choices'][number] | null>((best, choice) => (choice.count > 0 && (!best || choice.count > best.count) ? choice : best), null);
}

/** What is said in place of results that could not be loaded: "offline" only when the network was the reason. */
export function resultsFailureKey(failure: LoadFailure): string {
  switch (failure) {
    case 'missing':
      return 'polls.results.notAvailable';
    case 'offline':
      return 'polls.results.unavailable';
    case 'failed':
      return 'polls.results.failed';
  }
}

/** The answer formats the default choice types define, as the card renders them. */
export type AnswerFormat = 'scale' | 'buttons' | 'multiple' | 'images';

export function answerFormatOf(type: string): AnswerFormat | null {
  switch (type) {
    case 'agree_scale':
    case 'satisfaction_scale':
      return 'scale';
    case 'yes_no':
    case 'single':
      return 'buttons';
    case 'multiple':
      return 'multiple';
    case 'image':
      return 'images';
    default:
      return null;
  }
}
