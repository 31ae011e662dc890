import { describe, expect, it } from 'vitest';
import { shownGroups } from './breakdown-privacy';

const group = (name: string, total: number) => ({ group: name, total });
const names = (groups: { group: string }[]) => groups.map((shown) => shown.group);

describe('shownGroups', () => {
  it('shows every group of at least the minimum, in their order', () => {
    expect(names(shownGroups([group('F', 7), group('M', 5)], 5))).toEqual(['F', 'M']);
    expect(shownGroups([], 5)).toEqual([]);
  });

  it('leaves out a small group, and the smallest other one while the total would give it away', () => {
    // 12 answers: the total less the women's 10 would be the men's 2.
    expect(names(shownGroups([group('F', 10), group('M', 2)], 5))).toEqual([]);
    // The men's 2 and the unknown's 3 left out together are 5: no one's answer can be read.
    expect(names(shownGroups([group('F', 10), group('M', 2), group('unknown', 3)], 5))).toEqual(['F']);
    // 1 left out: the smallest shown group (the 25-34's 6) goes too, and the others stay.
    expect(names(shownGroups([group('18-24', 1), group('25-34', 6), group('35-44', 9), group('65+', 8)], 5))).toEqual(['35-44', '65+']);
  });

  it('leaves a small group of people not known by it out alone: the groups of known people stay', () => {
    const isKnown = (shown: { group: string }) => shown.group !== 'unknown';
    expect(names(shownGroups([group('F', 633), group('M', 581), group('unknown', 1)], 5, isKnown))).toEqual(['F', 'M']);
    // A small known group still takes the smallest other known group with it, never the unknown one.
    expect(names(shownGroups([group('F', 633), group('M', 2), group('unknown', 40)], 5, isKnown))).toEqual(['unknown']);
  });

  it('shows everything with a minimum of one', () => {
    expect(names(shownGroups([group('F', 1), group('M', 2)], 1))).toEqual(['F', 'M']);
  });

  it('leaves out fewer answers than the minimum only when it leaves out none, or every group', () => {
    for (let first = 0; first < 12; first += 1) {
      for (let second = 0; second < 12; second += 1) {
        for (let third = 0; third < 12; third += 1) {
          const groups = [group('a', first), group('b', second), group('c', third)].filter((candidate) => candidate.total > 0);
          const shown = new Set(shownGroups(groups, 5));
          const left = groups.filter((candidate) => !shown.has(candidate)).reduce((sum, candidate) => sum + candidate.total, 0);
          expect(left === 0 || left >= 5 || shown.size === 0).toBe(true);
          for (const visible of shown) expect(visible.total).toBeGreaterThanOrEqual(5);
        }
      }
    }
  });
});
