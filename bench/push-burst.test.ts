import { describe, expect, it } from 'vitest';
import { BURST_MEMBER_IDS } from './push-burst';

describe("the push burst's members", () => {
  it('are 10,000 distinct members spread over the million who answered the big poll, a hundred ids apart', () => {
    const ids = BURST_MEMBER_IDS;
    expect(new Set(ids).size).toBe(10_000);
    expect(ids[0]).toBe(1);
    expect(ids.at(-1)).toBe(999_901);
    expect(ids.every((id, index) => index === 0 || id - ids[index - 1]! === 100)).toBe(true);
  });
});
