import { describe, expect, it } from 'vitest';
import { createAddressThrottle } from './address-throttle';
import { checkClaimedGuesses, memoryAttemptStore } from './attempt-limiter';

const policy = { max: 2, windowMs: 60_000 };
const throttleOf = () => createAddressThrottle(memoryAttemptStore({ now: () => 1_000_000 }).limiter('test', policy));
const elsewhere = { address: '203.0.113.7', isOwnMachine: false };
const THROTTLED = /Too many failed attempts. Please try again in 1 minute\./;

/** A guess found wrong: its claim stays counted. */
const guessWrong = (throttle: ReturnType<typeof throttleOf>, client = elsewhere, account?: string) =>
  throttle.claim(client, account).then((claim) => checkClaimedGuesses([claim], async (guessedWrong) => guessedWrong()));

describe('createAddressThrottle', () => {
  it('refuses an address past its failures, and an address and account pair apart from the address alone', async () => {
    const throttle = throttleOf();
    await guessWrong(throttle, elsewhere, 'a@example.com');
    await guessWrong(throttle, elsewhere, 'a@example.com');
    await expect(throttle.claim(elsewhere, 'a@example.com')).rejects.toThrow(THROTTLED);
    await expect(throttle.claim(elsewhere, 'b@example.com')).resolves.toBeDefined();
    await expect(throttle.claim(elsewhere)).resolves.toBeDefined();
  });

  it('counts guesses sent together from their start: no more than the limit get through', async () => {
    const throttle = throttleOf();
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => throttle.claim(elsewhere)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(policy.max);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected' && THROTTLED.test(String(outcome.reason)))).toHaveLength(8);
  });

  it('takes back a guess that was not found wrong: a right guess, another refusal or an error', async () => {
    const throttle = throttleOf();
    for (let i = 0; i < 5; i += 1) {
      const claim = await throttle.claim(elsewhere);
      await expect(checkClaimedGuesses([claim], async () => 'signed in')).resolves.toBe('signed in');
    }
    const refused = await throttle.claim(elsewhere);
    await expect(checkClaimedGuesses([refused], async () => Promise.reject(new Error('locked')))).rejects.toThrow('locked');
    await guessWrong(throttle);
    await guessWrong(throttle);
    await expect(throttle.claim(elsewhere)).rejects.toThrow(THROTTLED);
  });

  it("never counts the machine's own requests", async () => {
    const throttle = throttleOf();
    const ownMachine = { address: '127.0.0.1', isOwnMachine: true };
    for (let i = 0; i < 5; i += 1) await guessWrong(throttle, ownMachine, 'a@example.com');
    for (let i = 0; i < 5; i += 1) await guessWrong(throttle, ownMachine);
    await expect(throttle.claim(ownMachine, 'a@example.com')).resolves.toBeDefined();
    await expect(throttle.claim(ownMachine)).resolves.toBeDefined();
  });

  it('counts a loopback address that is not the machine (forwarded from elsewhere)', async () => {
    const throttle = throttleOf();
    const forged = { address: '127.0.0.1', isOwnMachine: false };
    await guessWrong(throttle, forged);
    await guessWrong(throttle, forged);
    await expect(throttle.claim(forged)).rejects.toThrow(/Too many failed attempts/);
  });
});
