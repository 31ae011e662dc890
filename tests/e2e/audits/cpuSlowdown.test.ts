import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpuSlowdown';

describe("Lighthouse's CPU slowdown, calibrated to the host", () => {
  it('keeps the default 4x on the high-end desktops it was made for', () => {
    expect(cpuSlowdownFor(1750)).toBe(4);
    expect(cpuSlowdownFor(2600)).toBe(4);
  });

  it('lowers it on a weaker host in proportion, never below the guide (2x for 1000-1500)', () => {
    expect(cpuSlowdownFor(1225)).toBe(2.8);
    expect(cpuSlowdownFor(1000)).toBe(2.3);
    expect(cpuSlowdownFor(1500)).toBe(3.4);
    expect(cpuSlowdownFor(300)).toBe(1);
  });

  it('falls back to the default when the index is missing or nonsense', () => {
    expect([undefined, Number.NaN, 0, -5].map(cpuSlowdownFor)).toEqual([4, 4, 4, 4]);
  });
});
