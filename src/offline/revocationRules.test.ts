import { describe, expect, it } from 'vitest';
import { revocationPending } from './revocationRules';

describe('revocationPending', () => {
  it.each([0, 408, 429, 500, 502, 503])('sends the logout again after %i (no network, a timeout, throttling, a server error)', (status) => {
    expect(revocationPending(status)).toBe(true);
  });

  it('is done on 401: the session is already gone', () => {
    expect(revocationPending(401)).toBe(false);
  });

  it.each([400, 403, 404, 409])('gives up on %i: every retry would be refused alike', (status) => {
    expect(revocationPending(status)).toBe(false);
  });
});
