import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { affordablePrizes, sha256Hex } from './prizesRules';

const prize = (id: number, pointsCost: number, stock: number) => ({ id, name: `P${id}`, description: '', pointsCost, stock, imageUrl: null });

describe('affordablePrizes', () => {
  it('keeps the prizes in stock that the balance covers', () => {
    const catalogue = [prize(1, 300, 4), prize(2, 500, 1), prize(3, 200, 0), prize(4, 301, 9)];
    expect(affordablePrizes(catalogue, 300).map((p) => p.id)).toEqual([1]);
    expect(affordablePrizes(catalogue, 1000).map((p) => p.id)).toEqual([1, 2, 4]);
    expect(affordablePrizes(catalogue, 0)).toEqual([]);
  });
});

describe('sha256Hex', () => {
  it('hashes a seed exactly as the server does', async () => {
    const seed = 'c0ffee-seed-2026-10';
    expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('answers null where the browser has no SubtleCrypto (not a secure context)', async () => {
    expect(await sha256Hex('x', null)).toBeNull();
  });
});
