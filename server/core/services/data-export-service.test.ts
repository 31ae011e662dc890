import { describe, expect, it } from 'vitest';
import { inTimeOrder } from './data-export-service';

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));

describe('the export\'s merge of answers with the ledger\'s rows', () => {
  it('keeps time order, the answer first at one moment, the rows in their written order', () => {
    const answers = [{ at: at(5), entry: 'answer b' }, { at: at(1), entry: 'answer a' }];
    const rows = [{ at: at(1), entry: 'bonus after a' }, { at: at(3), entry: 'grant' }, { at: at(3), entry: 'spend' }, { at: at(9), entry: 'late' }];
    expect(inTimeOrder(answers, rows)).toEqual(['answer a', 'bonus after a', 'grant', 'spend', 'answer b', 'late']);
  });

  it('answers either list alone as it is', () => {
    expect(inTimeOrder([], [{ at: at(2), entry: 'x' }, { at: at(1), entry: 'y' }])).toEqual(['x', 'y']);
    expect(inTimeOrder([{ at: at(2), entry: 'b' }, { at: at(1), entry: 'a' }], [])).toEqual(['a', 'b']);
  });
});
