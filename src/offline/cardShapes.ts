import type { QuestionCard } from '@contract/schemas/entities';
import type { CallOutput } from '../api/client';

type Stats = CallOutput<'getStats'>;

/**
 * Schema checks of what the device keeps of cards and results (IndexedDB outlives the app's
 * versions and can hold anything): a record passes only with every field the screens read.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
export const isArrayOf = (value: unknown, isItem: (item: unknown) => boolean): boolean => Array.isArray(value) && value.every(isItem);

function isChoice(value: unknown): boolean {
  return isRecord(value) && isInt(value.id) && typeof value.label === 'string' && isInt(value.value) && typeof value.haveMedia === 'boolean';
}

/** A card: everything the card and its answer read. */
export function isQuestionCard(value: unknown): value is QuestionCard {
  return isRecord(value) && isInt(value.id) && typeof value.text === 'string' && typeof value.type === 'string'
    && isArrayOf(value.choices, isChoice)
    && typeof value.dateStart === 'string' && (value.dateEnd === null || typeof value.dateEnd === 'string')
    && typeof value.haveMedia === 'boolean' && typeof value.topicName === 'string';
}

function isChoiceResult(value: unknown): boolean {
  return isRecord(value) && isInt(value.value) && typeof value.label === 'string' && isInt(value.count)
    && typeof value.percent === 'number' && Number.isFinite(value.percent);
}

function isGroupResult(value: unknown): boolean {
  return isRecord(value) && typeof value.group === 'string' && isInt(value.total) && isRecord(value.counts) && Object.values(value.counts).every(isInt);
}

/** A question's results: the totals per choice and, when present, by age group and by gender. */
export function isStats(value: unknown): value is Stats {
  return isRecord(value) && isInt(value.questionId) && isInt(value.total) && isArrayOf(value.choices, isChoiceResult)
    && (value.byAgeGroup === undefined || isArrayOf(value.byAgeGroup, isGroupResult))
    && (value.byGender === undefined || isArrayOf(value.byGender, isGroupResult));
}
