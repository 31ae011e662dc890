import type { QuestionCard } from '@contract/schemas/entities';

/** A yes/no card and its results, as the device keeps them: for tests of what it reads back. */
export const teaOrCoffee: QuestionCard = {
  id: 42, text: 'Tea or coffee?', type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia: false, topicName: 'demo',
  choices: [{ id: 100, label: 'Tea', value: 1, haveMedia: false }, { id: 101, label: 'Coffee', value: 2, haveMedia: false }],
};
export const teaOrCoffeeStats = {
  questionId: 42, total: 3,
  choices: [{ value: 1, label: 'Tea', count: 2, percent: 67 }, { value: 2, label: 'Coffee', count: 1, percent: 33 }],
};
