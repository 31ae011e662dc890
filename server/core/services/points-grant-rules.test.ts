import { describe, expect, it } from 'vitest';
import { grantKeyProblem, grantLedgerKey, grantReasonProblem, MAX_GRANT_REASON_LENGTH } from './points-grant-rules';

describe('grantReasonProblem', () => {
  it('accepts one line of readable length, in any script', () => {
    expect(grantReasonProblem('Compensation for ticket 4711')).toBeUndefined();
    expect(grantReasonProblem('Компенсация за сбой опроса')).toBeUndefined();
    expect(grantReasonProblem('😀'.repeat(MAX_GRANT_REASON_LENGTH))).toBeUndefined();
  });

  it('refuses an empty or blank reason, an overlong one and control characters', () => {
    expect(grantReasonProblem('')).toBe('must not be empty');
    expect(grantReasonProblem('   ')).toBe('must not be empty');
    expect(grantReasonProblem('a'.repeat(MAX_GRANT_REASON_LENGTH + 1))).toMatch(/at most/);
    expect(grantReasonProblem('two\nlines')).toMatch(/one line/);
    expect(grantReasonProblem('bell\u0007')).toMatch(/one line/);
  });
});

describe('grantKeyProblem', () => {
  it('accepts ticket-like keys and refuses blanks, quotes and overlong keys', () => {
    for (const key of ['4711', 'support/2026-11/4711', 'outage_2026.11:a-b']) expect(grantKeyProblem(key), key).toBeUndefined();
    for (const key of ['', ' 4711', '47 11', "4711'; --", 'k'.repeat(101), 'ключ']) expect(grantKeyProblem(key), key).toBeDefined();
  });

  it('keeps grants apart from every other kind of ledger key', () => {
    expect(grantLedgerKey('4711')).toBe('grant:4711');
  });
});
