import { describe, expect, it } from 'vitest';
import type { QuestionCard } from '@contract/schemas/entities';
import { isQuestionCard, isStats } from './cardShapes';

const card: QuestionCard = {
  id: 1, text: 'Tea or coffee?', type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo',
  choices: [{ id: 11, label: 'Tea', value: 1, haveMedia: false }, { id: 12, label: 'Coffee', value: 2, haveMedia: false }],
};
const stats = {
  questionId: 1, total: 3,
  choices: [{ value: 1, label: 'Tea', count: 2, percent: 66.7 }, { value: 2, label: 'Coffee', count: 1, percent: 33.3 }],
  byAgeGroup: [{ group: '18-24', total: 3, counts: { 1: 2, 2: 1 } }],
  byGender: [{ group: 'F', total: 3, counts: { 1: 2, 2: 1 } }],
};

describe('isQuestionCard', () => {
  it('checks every field a card is shown with', () => {
    expect(isQuestionCard(card)).toBe(true);
    expect(isQuestionCard({ ...card, dateEnd: '2026-02-01T00:00:00.000Z' })).toBe(true);
    expect(isQuestionCard({ ...card, dateEnd: undefined })).toBe(false);
    expect(isQuestionCard({ ...card, text: 5 })).toBe(false);
    expect(isQuestionCard({ ...card, text: { en: 'Tea or coffee?' } })).toBe(false);
    expect(isQuestionCard({ ...card, choices: [{ id: 11, label: 'Tea' }] })).toBe(false);
    expect(isQuestionCard([card])).toBe(false);
    expect(isQuestionCard('garbage')).toBe(false);
  });
});

describe('isStats', () => {
  it('takes results with or without the breakdowns', () => {
    expect(isStats(stats)).toBe(true);
    expect(isStats({ questionId: 1, total: 0, choices: [] })).toBe(true);
  });

  it('refuses results a screen could not draw', () => {
    expect(isStats(null)).toBe(false);
    expect(isStats({ ...stats, choices: null })).toBe(false);
    expect(isStats({ ...stats, total: '3' })).toBe(false);
    expect(isStats({ ...stats, choices: [{ value: 1, label: 'Tea', count: 2 }] })).toBe(false);
    expect(isStats({ ...stats, choices: [{ value: 1, label: 'Tea', count: 2, percent: Number.NaN }] })).toBe(false);
    expect(isStats({ ...stats, byAgeGroup: {} })).toBe(false);
    expect(isStats({ ...stats, byGender: [{ group: 'F', total: 3, counts: { 1: 'two' } }] })).toBe(false);
    expect(isStats({ ...stats, byGender: [{ group: 'F', total: 3 }] })).toBe(false);
  });
});
