import { describe, expect, it } from 'vitest';
import { isRetryableStatus } from './retryableStatus';

describe('isRetryableStatus', () => {
  it('is true for no network, a timeout, throttling and server errors', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
  });

  it('is false for the server\'s other answers to what was asked', () => {
    for (const status of [400, 401, 403, 404, 409, 413]) expect(isRetryableStatus(status)).toBe(false);
  });
});
