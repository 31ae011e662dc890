import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { DETAILS_RETRY_LIMIT, detailsFailure, detailsRetryDelayMs, retryAfterOf } from './detailsLoadRules';

const answer = (status: number, retryAfterMs: number | null = null) => new ApiError(status, { message: 'x' }, retryAfterMs);

describe('a failed load of the member details', () => {
  it("ends the session when the server refused or failed it (the product's failed load goes to /login)", () => {
    expect(detailsFailure(answer(401))).toBe('endSession');
    expect(detailsFailure(answer(403))).toBe('endSession');
    expect(detailsFailure(answer(404))).toBe('endSession');
    expect(detailsFailure(answer(400))).toBe('endSession');
    expect(detailsFailure(answer(500))).toBe('endSession');
  });

  it('is temporary when the server is busy or out of reach, or the network is down', () => {
    expect(detailsFailure(answer(503, 1000))).toBe('temporary');
    expect(detailsFailure(answer(408))).toBe('temporary');
    expect(detailsFailure(answer(502))).toBe('temporary');
    expect(detailsFailure(answer(504))).toBe('temporary');
    expect(detailsFailure(answer(429, 2000))).toBe('temporary');
    expect(detailsFailure(answer(0))).toBe('temporary');
    expect(detailsFailure(new TypeError('Failed to fetch'))).toBe('temporary');
  });
});

describe('retrying the member details', () => {
  it("honours the server's Retry-After", () => {
    expect(detailsRetryDelayMs(1, 1000)).toBe(1000);
    expect(detailsRetryDelayMs(3, 5000)).toBe(5000);
    expect(retryAfterOf(answer(503, 1000))).toBe(1000);
    expect(retryAfterOf(new TypeError('offline'))).toBeNull();
  });

  it('backs off by doubling from one second, never waiting over 30 seconds', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => detailsRetryDelayMs(attempt, null))).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect(detailsRetryDelayMs(1, 3_600_000)).toBe(30_000);
  });

  it('stops after a bounded number of tries', () => {
    expect(detailsRetryDelayMs(DETAILS_RETRY_LIMIT, null)).not.toBeNull();
    expect(detailsRetryDelayMs(DETAILS_RETRY_LIMIT + 1, 1000)).toBeNull();
  });
});
