import { describe, expect, it } from 'vitest';
import { backoffDelay, MAX_BACKOFF_MS } from './backoff';

describe('backoffDelay', () => {
  it('is zero before any failure', () => {
    expect(backoffDelay(0)).toBe(0);
  });
  it('doubles from 2 seconds', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n))).toEqual([2_000, 4_000, 8_000, 16_000]);
  });
  it('never exceeds 5 minutes, even with jitter and many attempts', () => {
    expect(backoffDelay(8)).toBe(256_000);
    expect(backoffDelay(9)).toBe(MAX_BACKOFF_MS);
    expect(backoffDelay(1000, 0.99)).toBe(MAX_BACKOFF_MS);
  });
  it('never exceeds a shorter cap a caller gives', () => {
    expect([4, 5, 6].map((n) => backoffDelay(n, 0, { max: 30_000 }))).toEqual([16_000, 30_000, 30_000]);
  });
  it('doubles from the first wait a caller gives', () => {
    expect([1, 2, 3].map((n) => backoffDelay(n, 0, { first: 1_000 }))).toEqual([1_000, 2_000, 4_000]);
  });
  it('adds at most a fifth of jitter', () => {
    expect(backoffDelay(1, 0.5)).toBe(2_200);
    expect(backoffDelay(1, 5)).toBeLessThanOrEqual(2_400);
  });
});
