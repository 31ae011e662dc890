/**
 * Proposing a question: the rules a proposal must pass, shared by the app (warnings
 * before sending) and the server (the same check on what arrives). Pure, importing only the
 * contract's own rules.
 */
import { characterCount, hasInvisibleCharacters, hasVisibleText, lineBreaksAsSpaces } from './validation';

/** The proposal limits, as the site configuration carries them. */
export interface ProposeLimits {
  maxChoices: number;
  minChoices: number;
  maxChoiceLength: number;
  maxQuestionLength: number;
}

export interface ProposalChoice {
  label: string;
  value: number;
}

/**
 * A proposal as the propose call carries it: a default scale (`choiceTypeId`, `choices` null) or
 * custom choices (`choiceTypeId` null, `choices` labelled and valued 1..n in their order).
 */
export interface ProposalDraft {
  text: string;
  choiceTypeId: number | null;
  questionType: string | null;
  choices: ProposalChoice[] | null;
}

/**
 * How a proposal is shown once published: a default scale with exactly 5 choices
 * becomes a classic single choice (the 5-point scale), every other one vertical buttons.
 */
export const QUESTION_TYPES = { classic: 'classic', verticalButtons: 'vertical_buttons' } as const;
export type ProposalQuestionType = (typeof QUESTION_TYPES)[keyof typeof QUESTION_TYPES];

/** The propose call's body as it may arrive: any part left out or null, a choice type of 0 for none. */
export interface ProposalBody {
  text?: string | null;
  choiceTypeId?: number | null;
  questionType?: string | null;
  choices?: ProposalChoice[] | null;
}

/**
 * The draft a body stands for: what is left out is missing, so the rules name it (no text, no scale);
 * line breaks and tabs in the text and the choices are spaces, as a question shows on one line.
 */
export const draftOf = (body: ProposalBody): ProposalDraft => ({
  text: lineBreaksAsSpaces(body.text ?? ''),
  choiceTypeId: body.choiceTypeId || null,
  questionType: body.questionType || null,
  choices: body.choices?.map((choice) => ({ label: lineBreaksAsSpaces(choice.label), value: choice.value })) ?? null,
});

const isQuestionType = (value: string): value is ProposalQuestionType => (Object.values(QUESTION_TYPES) as string[]).includes(value);

/** The number of default choices that makes a default scale a classic single choice. */
export const CLASSIC_CHOICE_COUNT = 5;

export type ProposalProblem =
  | 'textEmpty'
  | 'textTooLong'
  | 'textCharacters'
  | 'scaleNotChosen'
  | 'choiceTypeNotFound'
  | 'scaleNotSupported'
  | 'choiceEmpty'
  | 'choiceTooLong'
  | 'choiceCharacters'
  | 'choiceRepeated'
  | 'tooManyChoices'
  | 'tooFewChoices'
  | 'choiceValues';

/** The product's texts, and ours where it gives none; the app shows them translated, keyed by the problem. */
export const PROPOSAL_MESSAGES: Record<ProposalProblem, string> = {
  textEmpty: 'The question text is empty, please add text!',
  textTooLong: 'The question text is too long!',
  textCharacters: 'The question text contains characters that are not allowed!',
  scaleNotChosen: 'The question scale is not chosen!',
  choiceTypeNotFound: 'Choice type is not found!',
  scaleNotSupported: 'The question scale is not supported!',
  choiceEmpty: 'At least one choice text is empty, please add text!',
  choiceTooLong: 'At least one choice text is too long!',
  choiceCharacters: 'At least one choice text contains characters that are not allowed!',
  choiceRepeated: 'Two choices have the same text!',
  tooManyChoices: 'You have reached the maximum number of choices',
  tooFewChoices: 'Please add at least {{count}} choices!',
  choiceValues: 'The choices must be numbered 1 to n in their order!',
};

/** A problem's message with the configured limits in it (the fewest choices is a setting). */
export const proposalMessage = (problem: ProposalProblem, limits: Pick<ProposeLimits, 'minChoices'>): string =>
  PROPOSAL_MESSAGES[problem].replace('{{count}}', String(limits.minChoices));

/** The question type a default scale with `defaultChoiceCount` choices, or custom choices (null), becomes. */
export const questionTypeFor = (defaultChoiceCount: number | null): ProposalQuestionType =>
  defaultChoiceCount === CLASSIC_CHOICE_COUNT ? QUESTION_TYPES.classic : QUESTION_TYPES.verticalButtons;

/** Whether one more choice may be added to a list of `count` (the editor refuses the one past the maximum). */
export const canAddChoice = (count: number, limits: ProposeLimits): boolean => count < limits.maxChoices;

/** Whether a choice may be deleted from a list of `count` (only when there are more than the minimum, 2). */
export const canDeleteChoice = (count: number, limits: ProposeLimits): boolean => count > limits.minChoices;

/** Nothing that shows: spaces, or zero-width marks alone. */
const isBlank = (value: string): boolean => !hasVisibleText(value);
/** Longer than `max` characters once trimmed (characters as a person counts them, an emoji one). */
const isTooLong = (value: string, max: number): boolean => characterCount(value.trim()) > max;
/** A choice label as a member reads it, so that two labels read the same have one key: trimmed, in one Unicode form, case ignored. */
export const choiceLabelKey = (label: string): string => label.trim().normalize('NFC').toLocaleLowerCase();

function customChoicesProblem(choices: readonly ProposalChoice[], limits: ProposeLimits): ProposalProblem | null {
  if (choices.some((choice) => isBlank(choice.label))) return 'choiceEmpty';
  if (choices.length > limits.maxChoices) return 'tooManyChoices';
  if (choices.length < limits.minChoices) return 'tooFewChoices';
  if (choices.some((choice) => isTooLong(choice.label, limits.maxChoiceLength))) return 'choiceTooLong';
  if (choices.some((choice) => hasInvisibleCharacters(choice.label))) return 'choiceCharacters';
  if (new Set(choices.map((choice) => choiceLabelKey(choice.label))).size !== choices.length) return 'choiceRepeated';
  if (choices.some((choice, index) => choice.value !== index + 1)) return 'choiceValues';
  return null;
}

/**
 * The first problem of a proposal, in the order the product's rules list them, or null when it may be sent.
 * `defaultChoiceCounts` maps each default scale offered in the proposer's language to its number of
 * default choices; a type missing from it (unknown, or one without default choices: GET
 * widget/defaultChoiceTypes does not list it) is not found.
 */
export function proposalProblem(draft: ProposalDraft, limits: ProposeLimits, defaultChoiceCounts: ReadonlyMap<number, number>): ProposalProblem | null {
  if (isBlank(draft.text)) return 'textEmpty';
  if (isTooLong(draft.text, limits.maxQuestionLength)) return 'textTooLong';
  if (hasInvisibleCharacters(draft.text)) return 'textCharacters';
  if (draft.choiceTypeId === null && draft.choices === null) return 'scaleNotChosen';
  if (draft.choiceTypeId !== null && draft.choices !== null) return 'scaleNotSupported';
  const defaultCount = draft.choiceTypeId === null ? null : defaultChoiceCounts.get(draft.choiceTypeId);
  if (defaultCount === undefined) return 'choiceTypeNotFound';
  if (defaultCount !== null && defaultCount < 2) return 'scaleNotSupported';
  // A question type the product knows is taken whatever the scale: the server sets the one the scale becomes.
  if (draft.questionType !== null && !isQuestionType(draft.questionType)) return 'scaleNotSupported';
  return draft.choices === null ? null : customChoicesProblem(draft.choices, limits);
}
