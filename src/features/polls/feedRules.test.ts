import { describe, expect, it } from 'vitest';
import { nextFeedCard } from './feedRules';

describe('nextFeedCard', () => {
  const cards = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('skips cards whose answers are still queued', () => {
    expect(nextFeedCard(cards, new Set([1]))).toEqual({ id: 2 });
    expect(nextFeedCard(cards, new Set())).toEqual({ id: 1 });
  });
  it('gives null when every card waits for the queue or there is none', () => {
    expect(nextFeedCard(cards, new Set([1, 2, 3]))).toBeNull();
    expect(nextFeedCard([], new Set())).toBeNull();
  });
});
