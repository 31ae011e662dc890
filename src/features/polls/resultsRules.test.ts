import { describe, expect, it } from 'vitest';
import { answerFormatOf, breakdownLeavesAnswersOut, groupResults, leadingChoice, resultsFailureKey } from './resultsRules';

const choices = [
  { value: 1, label: 'Yes', count: 3, percent: 75 },
  { value: 2, label: 'No', count: 1, percent: 25 },
];

describe('breakdownLeavesAnswersOut', () => {
  const group = (total: number) => ({ group: 'F', total, counts: {} });
  it('is true when a breakdown\'s groups hold fewer answers than the total', () => {
    expect(breakdownLeavesAnswersOut({ total: 7, byGender: [group(6)] })).toBe(true);
    expect(breakdownLeavesAnswersOut({ total: 7, byAgeGroup: [group(7)], byGender: [] })).toBe(true);
  });
  it('is false when every breakdown holds every answer, or none was asked for', () => {
    expect(breakdownLeavesAnswersOut({ total: 7, byAgeGroup: [group(3), group(4)], byGender: [group(7)] })).toBe(false);
    expect(breakdownLeavesAnswersOut({ total: 7 })).toBe(false);
    expect(breakdownLeavesAnswersOut({ total: 0, byAgeGroup: [], byGender: [] })).toBe(false);
  });
});

describe('groupResults', () => {
  it('orders age groups by age, unknown last, with percentages inside each group', () => {
    const groups: { group: string; total: number; counts: Record<string, number> }[] = [
      { group: 'unknown', total: 1, counts: { '2': 1 } },
      { group: '35-44', total: 2, counts: { '1': 1, '2': 1 } },
      { group: '18-24', total: 1, counts: { '1': 1 } },
      { group: 'under 18', total: 1, counts: { '1': 1 } },
    ];
    const result = groupResults(choices, groups, 'age');
    expect(result.map((g) => g.group)).toEqual(['under 18', '18-24', '35-44', 'unknown']);
    expect(result[2]?.rows).toEqual([
      { value: 1, label: 'Yes', count: 1, percent: 50 },
      { value: 2, label: 'No', count: 1, percent: 50 },
    ]);
  });
  it('orders genders women, men, then unknown', () => {
    const groups = [{ group: 'unknown', total: 1, counts: {} }, { group: 'M', total: 1, counts: {} }, { group: 'F', total: 1, counts: {} }];
    expect(groupResults(choices, groups, 'gender').map((g) => g.group)).toEqual(['F', 'M', 'unknown']);
  });
  it('gives a group of single answers percentages adding up to 100', () => {
    const three = [...choices, { value: 3, label: 'Maybe', count: 0, percent: 0 }];
    const [group] = groupResults(three, [{ group: 'F', total: 3, counts: { '1': 1, '2': 1, '3': 1 } }], 'gender');
    expect(group?.rows.map((r) => r.percent)).toEqual([33.4, 33.3, 33.3]);
  });
  it('counts multiple-choice answers in every chosen value', () => {
    const [group] = groupResults(choices, [{ group: 'F', total: 2, counts: { '1': 2, '2': 1 } }], 'gender');
    expect(group?.rows.map((r) => r.percent)).toEqual([100, 50]);
  });
});

describe('leadingChoice', () => {
  it('gives the most answered choice, or null', () => {
    expect(leadingChoice(choices)?.label).toBe('Yes');
    expect(leadingChoice(choices.map((c) => ({ ...c, count: 0 })))).toBeNull();
  });
});

describe('answerFormatOf', () => {
  it('maps every default choice type to a format, and unknown types to null', () => {
    expect(['agree_scale', 'satisfaction_scale', 'yes_no', 'single', 'multiple', 'image', 'other'].map(answerFormatOf))
      .toEqual(['scale', 'scale', 'buttons', 'buttons', 'multiple', 'images', null]);
  });
});

describe('resultsFailureKey', () => {
  it('speaks of offline only when the network failed', () => {
    expect(resultsFailureKey('offline')).toBe('polls.results.unavailable');
    expect(resultsFailureKey('failed')).toBe('polls.results.failed');
    expect(resultsFailureKey('missing')).toBe('polls.results.notAvailable');
  });
});
