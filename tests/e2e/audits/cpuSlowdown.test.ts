import { describe, expect, it } from 'vitest';
import { calibrationHeld, cpuSlowdownFor } from './cpuSlowdown';

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

describe('whether a run was throttled as its host was at the time', () => {
  it('holds when the run\'s own index calls for about the slowdown it ran with', () => {
    expect(calibrationHeld(2.8, 1225)).toBe(true);
    expect(calibrationHeld(2.8, 1350)).toBe(true);
    expect(calibrationHeld(2.8, 1100)).toBe(true);
  });

  it('fails when the host got much faster (the run was too lenient) or much slower (too harsh)', () => {
    expect(calibrationHeld(2.8, 1700)).toBe(false);
    expect(calibrationHeld(2.8, 700)).toBe(false);
    expect(calibrationHeld(4, undefined)).toBe(true);
  });
});
