import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper';
import { contractClient } from '../factories/contract-client';
import { authRateLimits } from '../../server/core/services/auth-policy';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

/** A registration attempt refused for its body: it still counts against the address's limit. */
const registerFrom = (remoteAddress: string) =>
  contractClient(() => t.app).as(null).call('register', { rawBody: JSON.stringify({ user_email: 'not-an-email' }), remoteAddress });

describe('per-address request limits and the machine itself', () => {
  it('answers 429 to a client elsewhere past the limit, never to the machine itself', async () => {
    const attempts = authRateLimits.register.max + 5;
    const fromElsewhere = [];
    const fromItself = [];
    for (let i = 0; i < attempts; i += 1) {
      fromElsewhere.push((await registerFrom('198.51.100.20')).status);
      fromItself.push((await registerFrom('127.0.0.1')).status);
    }
    expect(fromElsewhere.slice(0, authRateLimits.register.max).every((status) => status === 400)).toBe(true);
    expect(fromElsewhere.at(-1)).toBe(429);
    expect(fromItself.every((status) => status === 400)).toBe(true);
  });
});
