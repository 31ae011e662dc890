import { choiceLabelKey, draftOf as bodyDraft, questionTypeFor, type ProposalDraft, type ProposalProblem } from '@contract/rules/propose-rules';
import { characterCount, hasInvisibleCharacters } from '@contract/rules/validation';
import { ApiError } from '../../api/client';
import { reachFailureKey } from '../../api/reachFailure';

/**
 * Pure rules of the propose screen: the form's state, the draft it sends, the choice
 * editor's list operations and the My questions table.
 */

/** The answer format: nothing chosen yet, custom choices, or a default scale's id. */
export type Format = '' | 'custom' | `${number}`;

/** Splits text into what a reader sees as one character each, where the browser can. */
const graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/**
 * The typed text cut to `max` characters as the server counts them (code points: an emoji is one;
 * a field's maxLength counts UTF-16 units and would stop at half the limit in emoji). The cut falls
 * between whole characters as a reader sees them: a flag, a family emoji or a letter with its
 * accent mark is kept whole or left out, never split into a different symbol.
 */
export function cutToCharacters(text: string, max: number): string {
  if (characterCount(text) <= max) return text;
  if (!graphemes) return Array.from(text).slice(0, max).join('');
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = characterCount(segment);
    if (count + size > max) break;
    kept += segment;
    count += size;
  }
  return kept;
}

/** What an edit left in a field held to a number of characters, and where the caret goes when part of it was refused. */
export interface FittedEdit {
  text: string;
  /** The caret's place after what was kept; null when the edit was taken whole. */
  caret: number | null;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * An edit of a field held to `max` characters, as a field's own maxLength behaves: the text already
 * there stays, and what was typed or pasted is cut to the room left (never the end of the text).
 * The typed part ends at the caret (`caretAfter`, where the field put it after the edit) and starts
 * where the two texts stop agreeing.
 */
export function fitEdit(previous: string, next: string, max: number, caretAfter = next.length): FittedEdit {
  if (characterCount(next) <= max) return { text: next, caret: null };
  const shorter = Math.min(previous.length, next.length);
  const tail = next.slice(Math.min(Math.max(caretAfter, 0), next.length));
  let end = 0;
  if (tail.length <= shorter && previous.endsWith(tail)) end = tail.length;
  else while (end < shorter && previous[previous.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  let start = 0;
  while (start < shorter - end && previous[start] === next[start]) start += 1;
  // The cut never falls inside an emoji's pair of code units.
  if (start > 0 && isHighSurrogate(previous.charCodeAt(start - 1))) start -= 1;
  if (end > 0 && isLowSurrogate(previous.charCodeAt(previous.length - end))) end -= 1;
  const before = previous.slice(0, start);
  const after = previous.slice(previous.length - end);
  const room = max - characterCount(before) - characterCount(after);
  // The text was already past the limit (a limit lowered since): the old rule, cut at the end.
  if (room < 0) return { text: cutToCharacters(next, max), caret: null };
  const typed = cutToCharacters(next.slice(start, next.length - end), room);
  return { text: before + typed + after, caret: before.length + typed.length };
}

export const CUSTOM_FORMAT = 'custom';

export interface EditableChoice {
  /** Stable across reordering (the sortable list's key), never sent. */
  id: string;
  label: string;
}

export interface ProposeFormState {
  text: string;
  format: Format;
  choices: EditableChoice[];
}

let nextChoiceId = 0;
export const newChoice = (label = ''): EditableChoice => ({ id: `choice-${(nextChoiceId += 1)}`, label });

/** A fresh form: no text, no format, `count` empty custom choices (3 as configured). */
export const emptyForm = (count: number): ProposeFormState => ({ text: '', format: '', choices: Array.from({ length: count }, () => newChoice()) });

/**
 * What the propose call sends: custom choices numbered 1..n in their order, or the
 * default scale's id with `choices` null; the question type follows the shared rule.
 */
export function draftOf(form: ProposeFormState, defaultChoiceCounts: ReadonlyMap<number, number>): ProposalDraft {
  if (form.format === CUSTOM_FORMAT) {
    return bodyDraft({ text: form.text, choiceTypeId: null, questionType: questionTypeFor(null), choices: form.choices.map((choice, index) => ({ label: choice.label, value: index + 1 })) });
  }
  const choiceTypeId = form.format === '' ? null : Number(form.format);
  const count = choiceTypeId === null ? undefined : defaultChoiceCounts.get(choiceTypeId);
  return bodyDraft({ text: form.text, choiceTypeId, questionType: count === undefined ? null : questionTypeFor(count), choices: null });
}

/**
 * The messages of a proposal the server did not take, in order: its daily cap (a 429 without a time to
 * come back, which a busy server would give); else the product's failure text, followed by why when
 * the server could not be reached (no connection, a busy server).
 */
export function proposeFailureKeys(error: unknown): string[] {
  if (error instanceof ApiError && error.status === 429 && error.retryAfterMs === null) return ['propose.dailyLimit'];
  const unreached = reachFailureKey(error);
  return unreached ? ['propose.failed', unreached] : ['propose.failed'];
}

/** The field a refused proposal is taken to: focused and marked invalid until it is edited. */
export type ProposeFault = { field: 'text' } | { field: 'format' } | { field: 'choice'; id: string };

/** The field at fault for a problem of the shared rules, or null when it is about the list as a whole. */
export function faultOf(problem: ProposalProblem, form: ProposeFormState, maxChoiceLength: number): ProposeFault | null {
  const choiceWhere = (wrong: (label: string) => boolean): ProposeFault | null => {
    const choice = form.choices.find((candidate) => wrong(candidate.label.trim()));
    return choice ? { field: 'choice', id: choice.id } : null;
  };
  switch (problem) {
    case 'textEmpty':
    case 'textTooLong':
    case 'textCharacters':
      return { field: 'text' };
    case 'scaleNotChosen':
    case 'choiceTypeNotFound':
    case 'scaleNotSupported':
      return { field: 'format' };
    case 'choiceEmpty':
      return choiceWhere((label) => label === '');
    case 'choiceTooLong':
      return choiceWhere((label) => characterCount(label) > maxChoiceLength);
    case 'choiceCharacters': {
      const choice = form.choices.find((candidate) => hasInvisibleCharacters(candidate.label));
      return choice ? { field: 'choice', id: choice.id } : null;
    }
    case 'choiceRepeated': {
      const repeat = form.choices.find((candidate, index) => form.choices.slice(0, index).some((earlier) => choiceLabelKey(earlier.label) === choiceLabelKey(candidate.label)));
      return repeat ? { field: 'choice', id: repeat.id } : null;
    }
    default:
      return null;
  }
}

/** The fault after the form changed from `before` to `after`: gone once its field was edited (a choice also when deleted). */
export function faultAfterEdit(fault: ProposeFault | null, before: ProposeFormState, after: ProposeFormState): ProposeFault | null {
  if (!fault) return null;
  if (fault.field === 'text') return before.text === after.text ? fault : null;
  if (fault.field === 'format') return before.format === after.format ? fault : null;
  const label = (form: ProposeFormState) => form.choices.find((choice) => choice.id === fault.id)?.label;
  return label(before) === label(after) ? fault : null;
}

/** The list with the item at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.min(Math.max(0, to), items.length - 1);
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** A proposal's status: 1 Accepted, 2 Rejected, anything else Stand-by. */
export type ProposalStatusName = 'accepted' | 'rejected' | 'standby';
export const statusName = (questionIsAccepted: number): ProposalStatusName =>
  questionIsAccepted === 1 ? 'accepted' : questionIsAccepted === 2 ? 'rejected' : 'standby';

/** The My questions filter: case-insensitive on the question's text; blank shows everything. */
export function filterByText<T extends { questionText: string }>(rows: readonly T[], filter: string): T[] {
  const needle = filter.trim().toLocaleLowerCase();
  return needle ? rows.filter((row) => row.questionText.toLocaleLowerCase().includes(needle)) : [...rows];
}

/** How many default choices each default scale has, from GET widget/defaultChoices. */
export function countByType(choices: readonly { choice_type_id: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const choice of choices) counts.set(choice.choice_type_id, (counts.get(choice.choice_type_id) ?? 0) + 1);
  return counts;
}
