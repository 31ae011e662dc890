import { describe, expect, it } from 'vitest';
import { proposedCardVisible } from './proposal-rules';

describe('who may open a proposed question\'s card', () => {
  it('is everybody once the proposal is accepted', () => {
    expect(proposedCardVisible({ userId: 7, status: 1 }, 8)).toBe(true);
    expect(proposedCardVisible({ userId: 7, status: 1 }, null)).toBe(true);
  });

  it('is only the proposer while it stands by or after it was rejected', () => {
    for (const status of [0, 2]) {
      expect(proposedCardVisible({ userId: 7, status }, 7)).toBe(true);
      expect(proposedCardVisible({ userId: 7, status }, 8)).toBe(false);
      expect(proposedCardVisible({ userId: 7, status }, null)).toBe(false);
    }
  });

  it('does not limit questions no member proposed', () => {
    expect(proposedCardVisible(undefined, null)).toBe(true);
  });
});
