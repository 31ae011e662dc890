import { describe, expect, it } from 'vitest';
import { proposedCardVisible, sameProposal } from './proposal-rules';

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

describe('sameProposal', () => {
  const tea = { text: 'Tea?', choiceTypeId: null, choices: [{ label: 'Yes', value: 1 }, { label: 'No', value: 2 }] };
  it('is the same text, format and choices in the same order', () => {
    expect(sameProposal(tea, { ...tea, choices: [{ label: 'Yes', value: 1 }, { label: 'No', value: 2 }] })).toBe(true);
    expect(sameProposal({ text: 'Tea?', choiceTypeId: 3, choices: null }, { text: 'Tea?', choiceTypeId: 3, choices: null })).toBe(true);
  });
  it('tells another text, format, order or number of choices', () => {
    expect(sameProposal(tea, { ...tea, text: 'Coffee?' })).toBe(false);
    expect(sameProposal(tea, { ...tea, choiceTypeId: 3, choices: null })).toBe(false);
    expect(sameProposal(tea, { ...tea, choices: [{ label: 'No', value: 1 }, { label: 'Yes', value: 2 }] })).toBe(false);
    expect(sameProposal(tea, { ...tea, choices: [{ label: 'Yes', value: 1 }] })).toBe(false);
  });
});
