import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@contract/schemas/errors';
import { authPolicy, authRateLimits } from '../../server/core/services/auth-policy';
import { contractClient, failure } from '../factories/contract-client';
import { createMember, type TestMember } from '../factories/users';
import { buildTestApp, type TestApp } from '../helper';

let t: TestApp | undefined;
let member: TestMember;
const buildWith = (trustProxy: string) => async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: trustProxy } });
  member = await createMember(t.app);
};
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PROXY = '10.0.0.5';

/** A wrong reset hash for `userId`, over a connection from `connection` with `forwardedFor` as X-Forwarded-For. */
const wrongResetHash = (userId: number, attempt: number, connection: string, forwardedFor?: string) =>
  contractClient(() => t!.app).as(null).call('changePassword', {
    params: { id: String(userId) },
    body: { user_password_new: 'brand-new-pass', user_password_repeat: 'brand-new-pass', user_password_reset_hash: `wrong-${attempt}` },
    remoteAddress: connection,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

/** Sends one more wrong hash than the per-address throttle takes; answers the last one. */
async function pastTheThrottle(userId: number, connection: string, forwardedFor?: string) {
  for (let i = 0; i < authPolicy.failedResetHashesPerAddress.max; i += 1) {
    expect((await wrongResetHash(userId, i, connection, forwardedFor)).body.code).toBe(ErrorCode.resetInvalid);
  }
  return wrongResetHash(userId, authPolicy.failedResetHashesPerAddress.max, connection, forwardedFor);
}

describe('behind a trusted proxy (TRUST_PROXY its address)', () => {
  beforeEach(buildWith(PROXY));

  it('never believes an X-Forwarded-For sent by a client that is not a trusted proxy: a loopback one is not the machine', async () => {
    expect(await pastTheThrottle(member.id, '198.51.100.7', '127.0.0.1')).toMatchObject(failure(429, 'throttled'));
  });

  it('counts a client sending a new X-Forwarded-For each time as one address', async () => {
    const statuses = [];
    for (let i = 0; i <= authRateLimits.requestPasswordReset.max; i += 1) {
      const answer = await contractClient(() => t!.app).as(null).call('requestPasswordReset', {
        params: { email: `someone${i}@example.com` }, remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts each client of the trusted proxy by the address the proxy saw, whatever the client wrote before it', async () => {
    // The proxy appends the address it saw to what the client sent.
    expect(await pastTheThrottle(member.id, PROXY, '127.0.0.1, 203.0.113.5')).toMatchObject(failure(429, 'throttled'));
    expect((await wrongResetHash(member.id, 0, PROXY, '127.0.0.1, 203.0.113.6')).body.code).toBe(ErrorCode.resetInvalid);
  });
});

describe('behind a proxy on the same host (TRUST_PROXY=loopback)', () => {
  beforeEach(buildWith('loopback'));

  it('counts the clients it forwards and leaves the machine\'s own requests alone', async () => {
    expect(await pastTheThrottle(member.id, '127.0.0.1', '127.0.0.1, 203.0.113.5')).toMatchObject(failure(429, 'throttled'));
    expect((await pastTheThrottle(member.id, '127.0.0.1')).body.code).toBe(ErrorCode.resetInvalid);
  });
});
