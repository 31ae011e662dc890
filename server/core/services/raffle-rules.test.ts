import { describe, expect, it } from 'vitest';
import { drawWinners, seedHash, storedDrawResult } from './raffle-rules';

describe('drawWinners', () => {
  const rows = [{ userId: 1, count: 3 }, { userId: 2, count: 1 }, { userId: 3, count: 5 }, { userId: 4, count: 2 }];

  it('is the same for the same seed and tickets, and different for another seed', () => {
    const first = drawWinners('seed-a', rows, 2);
    expect(drawWinners('seed-a', rows, 2)).toEqual(first);
    const others = ['seed-b', 'seed-c', 'seed-d'].map((seed) => JSON.stringify(drawWinners(seed, rows, 2)));
    expect(others.some((other) => other !== JSON.stringify(first))).toBe(true);
  });

  it('picks distinct members, each by one of their own ticket numbers', () => {
    const winners = drawWinners('seed', rows, 3);
    expect(new Set(winners.map((w) => w.userId)).size).toBe(3);
    const owners = rows.flatMap((row) => Array.from({ length: row.count }, () => row.userId));
    for (const winner of winners) expect(owners[winner.ticket - 1]).toBe(winner.userId);
  });

  it('never picks more winners than members with tickets, and none without tickets', () => {
    expect(drawWinners('seed', rows, 10)).toHaveLength(4);
    expect(drawWinners('seed', [], 3)).toEqual([]);
  });

  it('publishes a hash that the revealed seed matches', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('storedDrawResult', () => {
  it('reads a result as the draw wrote it', () => {
    expect(storedDrawResult({ winners: [{ ticket: 4, userId: 9, name: 'Dana S.' }, { ticket: 1, userId: 3, name: '' }], tickets: 11 }))
      .toEqual({ winners: [{ ticket: 4, name: 'Dana S.' }, { ticket: 1, name: '' }], tickets: 11 });
  });

  it('names an earlier draw\'s winners as they would be named now', () => {
    const stored = { winners: ['Aigul .', '.', ' .', 'Aigul  .', 'Dana S.', 'Ерлан Ё.', 'Jo A.', '#12'].map((name, i) => ({ ticket: i + 1, name })), tickets: 7 };
    expect(storedDrawResult(stored).winners.map((winner) => winner.name)).toEqual(['Aigul', '', '', 'Aigul', 'Dana S.', 'Ерлан Ё.', 'Jo A.', '#12']);
  });

  it('shows no winners for a result it cannot read, and leaves out a winner it cannot read', () => {
    for (const stored of [null, 'drawn', 42, [], {}, { winners: 'Dana', tickets: 3 }, { winners: [], tickets: -1 }, { winners: [], tickets: 1.5 }]) {
      expect(storedDrawResult(stored)).toEqual({ winners: [], tickets: null });
    }
    const partly = { winners: [{ ticket: 2, name: 'Dana S.' }, { ticket: '3', name: 'Bo' }, { ticket: 0, name: 'Al' }, { ticket: 5 }, null, 'Aigul'], tickets: 9 };
    expect(storedDrawResult(partly)).toEqual({ winners: [{ ticket: 2, name: 'Dana S.' }], tickets: 9 });
  });
});
