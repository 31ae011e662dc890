import { describe, expect, it } from 'vitest';
import { deletionRequestState } from './deletion-request-rules';

const at = new Date('2026-11-01T10:00:00Z');

describe('deletionRequestState', () => {
  it('is open until completed or cancelled', () => {
    expect(deletionRequestState({ completedAt: null, cancelledAt: null })).toBe('open');
    expect(deletionRequestState({ completedAt: at, cancelledAt: null })).toBe('completed');
    expect(deletionRequestState({ completedAt: null, cancelledAt: at })).toBe('cancelled');
  });

  it('counts an anonymized account as completed whatever else the row says', () => {
    expect(deletionRequestState({ completedAt: at, cancelledAt: at })).toBe('completed');
  });
});
