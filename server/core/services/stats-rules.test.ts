import { describe, expect, it } from 'vitest';
import { statsFrom, type CounterRow } from './stats-rules';

const card = { id: 7, choices: [{ value: 1, label: 'Apples' }, { value: 2, label: 'Pears' }, { value: 3, label: 'Plums' }] } as Parameters<typeof statsFrom>[0];
const row = (ageGroup: string, sex: string, choiceValue: number, count: number): CounterRow => ({ ageGroup, sex, choiceValue, count });

describe('statsFrom', () => {
  // Three answers: F 25-34 [1, 2], F unknown [1], M 65+ [3]; the multiple-choice answer counts for both its values.
  const rows = [
    row('25-34', 'F', -1, 1), row('25-34', 'F', 1, 1), row('25-34', 'F', 2, 1),
    row('unknown', 'F', -1, 1), row('unknown', 'F', 1, 1),
    row('65+', 'M', -1, 1), row('65+', 'M', 3, 1),
    // A group whose answers were all taken back.
    row('18-24', 'unknown', -1, 0), row('18-24', 'unknown', 2, 0),
  ];

  it('counts answers and choices, with percentages of the answers', () => {
    expect(statsFrom(card, rows, { withAgeGroup: false, withGender: false }, 1)).toEqual({
      questionId: 7,
      total: 3,
      choices: [
        { value: 1, label: 'Apples', count: 2, percent: 66.7 },
        { value: 2, label: 'Pears', count: 1, percent: 33.3 },
        { value: 3, label: 'Plums', count: 1, percent: 33.3 },
      ],
    });
  });

  it('breaks down by age group (youngest first, unknown last) and by gender, without emptied groups', () => {
    const stats = statsFrom(card, rows, { withAgeGroup: true, withGender: true }, 1);
    expect(stats.byAgeGroup).toEqual([
      { group: '25-34', total: 1, counts: { '1': 1, '2': 1 } },
      { group: '65+', total: 1, counts: { '3': 1 } },
      { group: 'unknown', total: 1, counts: { '1': 1 } },
    ]);
    expect(stats.byGender).toEqual([{ group: 'F', total: 2, counts: { '1': 2, '2': 1 } }, { group: 'M', total: 1, counts: { '3': 1 } }]);
  });

  it('leaves out groups too small to show, and the smallest other one while the total would give them away', () => {
    const stats = statsFrom(card, rows, { withAgeGroup: true, withGender: true }, 2);
    // Age groups of one answer each: all left out. Genders: F has 2; M's 1 alone would be the total less F's.
    expect(stats.byAgeGroup).toEqual([]);
    expect(stats.byGender).toEqual([]);
    const larger = [...rows, row('65+', 'M', -1, 2), row('65+', 'M', 3, 2)];
    expect(statsFrom(card, larger, { withAgeGroup: true, withGender: true }, 2)).toMatchObject({
      total: 5,
      // The 25-34's one answer would be the total less 65+ and the unknown: 65+ is left out too.
      byAgeGroup: [],
      byGender: [{ group: 'F', total: 2 }, { group: 'M', total: 3 }],
    });
    // One answer whose age is unknown is left out alone: no one can be told by it.
    const unknownAlone = [row('25-34', 'F', -1, 2), row('25-34', 'F', 1, 2), row('unknown', 'M', -1, 1), row('unknown', 'M', 2, 1)];
    expect(statsFrom(card, unknownAlone, { withAgeGroup: true, withGender: false }, 2).byAgeGroup).toEqual([{ group: '25-34', total: 2, counts: { '1': 2 } }]);
  });

  it('gives single-choice percentages that add up to 100', () => {
    const thirds = [row('25-34', 'F', -1, 3), row('25-34', 'F', 1, 1), row('25-34', 'F', 2, 1), row('25-34', 'F', 3, 1)];
    expect(statsFrom(card, thirds, { withAgeGroup: false, withGender: false }, 1).choices.map((choice) => choice.percent)).toEqual([33.4, 33.3, 33.3]);
  });

  it('answers zeros without answers', () => {
    expect(statsFrom(card, [], { withAgeGroup: true, withGender: true }, 5)).toMatchObject({ total: 0, byAgeGroup: [], byGender: [] });
  });
});
