import { describe, expect, it } from 'vitest';
import { PROPOSAL_MESSAGES, canAddChoice, draftOf, proposalMessage, canDeleteChoice, proposalProblem, questionTypeFor, type ProposalDraft } from './propose-rules';

const limits = { maxChoices: 8, minChoices: 2, maxChoiceLength: 150, maxQuestionLength: 500 };
/** Type 1: a 5-point scale; type 3: yes/no (2 choices); type 5: one default choice; type 4 has none. */
const defaults = new Map([[1, 5], [3, 2], [5, 1]]);
const choices = (...labels: string[]) => labels.map((label, index) => ({ label, value: index + 1 }));
const custom = (overrides: Partial<ProposalDraft> = {}): ProposalDraft => ({ text: 'Tea or coffee?', choiceTypeId: null, questionType: 'vertical_buttons', choices: choices('Tea', 'Coffee'), ...overrides });
const scale = (overrides: Partial<ProposalDraft> = {}): ProposalDraft => ({ text: 'Is the city clean?', choiceTypeId: 1, questionType: 'classic', choices: null, ...overrides });
const problem = (draft: ProposalDraft) => proposalProblem(draft, limits, defaults);

describe('proposalProblem', () => {
  it('accepts a default scale and custom choices', () => {
    expect(problem(scale())).toBeNull();
    expect(problem(scale({ choiceTypeId: 3, questionType: 'vertical_buttons' }))).toBeNull();
    expect(problem(custom())).toBeNull();
    expect(problem(custom({ choices: choices(...'abcdefgh') }))).toBeNull();
  });

  it('derives the question type when it is not sent', () => {
    expect(problem(scale({ questionType: null }))).toBeNull();
    expect(problem(custom({ questionType: null }))).toBeNull();
  });

  it.each([
    ['', 'textEmpty'],
    ['   \n ', 'textEmpty'],
    ['\u200B\u200B', 'textEmpty'],
    ['\u00A0\u200D\u2060', 'textEmpty'],
    ['x'.repeat(501), 'textTooLong'],
    ['😀'.repeat(501), 'textTooLong'],
    ['Tea \u202Eor coffee?', 'textCharacters'],
    ['Tea \u2066or\u2069 coffee?', 'textCharacters'],
    ['Tea\u0000 or coffee?', 'textCharacters'],
    ['Tea or\ncoffee?', 'textCharacters'],
  ] as const)('text %j: %s', (text, expected) => expect(problem(custom({ text }))).toBe(expected));

  it('takes 500 characters of text, not counting the spaces around it', () => {
    expect(problem(custom({ text: `  ${'x'.repeat(500)}  ` }))).toBeNull();
  });

  it('counts characters, not UTF-16 units: 500 emoji and 150 emoji choices are within the limits', () => {
    expect(problem(custom({ text: '😀'.repeat(500), choices: choices('🍵'.repeat(150), 'Coffee') }))).toBeNull();
  });

  it('wants a format', () => expect(problem(custom({ choices: null }))).toBe('scaleNotChosen'));

  it.each([
    ['a scale with choices of its own', scale({ choices: choices('a', 'b') })],
    ['a scale of one default choice', scale({ choiceTypeId: 5, questionType: 'vertical_buttons' })],
    ['an unknown question type', custom({ questionType: 'slider' })],
  ])('does not support %s', (_name, draft) => expect(problem(draft)).toBe('scaleNotSupported'));

  it.each([
    ['a five-point scale sent as buttons', scale({ questionType: 'vertical_buttons' })],
    ['custom choices sent as classic', custom({ questionType: 'classic' })],
  ])('takes %s: a question type the product knows, whatever the scale becomes', (_name, draft) => expect(problem(draft)).toBeNull());

  it.each([
    ['an unknown type', scale({ choiceTypeId: 99 })],
    ['a type without default choices', scale({ choiceTypeId: 4 })],
  ])('does not find %s', (_name, draft) => expect(problem(draft)).toBe('choiceTypeNotFound'));

  it.each([
    ['an empty choice', choices('Tea', ' '), 'choiceEmpty'],
    ['a choice of 151 characters', choices('Tea', 'x'.repeat(151)), 'choiceTooLong'],
    ['a choice of 151 emoji', choices('Tea', '🍵'.repeat(151)), 'choiceTooLong'],
    ['a bidirectional override in a choice', choices('Tea', '\u202ECoffee'), 'choiceCharacters'],
    ['a control character in a choice', choices('Tea', 'Cof\u0007fee'), 'choiceCharacters'],
    ['two equal choices', choices('a', 'a'), 'choiceRepeated'],
    ['two choices equal but for case and spaces', choices('Tea', ' tea '), 'choiceRepeated'],
    ['9 choices', choices(...'abcdefghi'), 'tooManyChoices'],
    ['1 choice', choices('Tea'), 'tooFewChoices'],
    ['no choices', [], 'tooFewChoices'],
    ['values out of order', [{ label: 'a', value: 2 }, { label: 'b', value: 1 }], 'choiceValues'],
    ['a repeated value', [{ label: 'a', value: 1 }, { label: 'b', value: 1 }], 'choiceValues'],
  ] as const)('custom choices with %s: %s', (_name, list, expected) => expect(problem(custom({ choices: [...list] }))).toBe(expected));

  it('reports the empty text first', () => expect(problem(custom({ text: '', choices: null }))).toBe('textEmpty'));
  it.each([
    ['one empty choice alone', choices(' ')],
    ['9 choices, one of them empty', choices(...'abcdefgh', '')],
  ] as const)('reports an empty choice before the number of choices: %s', (_name, list) => expect(problem(custom({ choices: [...list] }))).toBe('choiceEmpty'));
});

describe('questionTypeFor', () => {
  it('makes a default scale of exactly 5 choices a classic single choice, everything else vertical buttons', () => {
    expect(questionTypeFor(5)).toBe('classic');
    expect(questionTypeFor(2)).toBe('vertical_buttons');
    expect(questionTypeFor(7)).toBe('vertical_buttons');
    expect(questionTypeFor(null)).toBe('vertical_buttons');
  });
});

describe('the choice editor', () => {
  it('adds up to the maximum of 8', () => {
    expect(canAddChoice(7, limits)).toBe(true);
    expect(canAddChoice(8, limits)).toBe(false);
  });
  it('deletes only while there are more than 2', () => {
    expect(canDeleteChoice(3, limits)).toBe(true);
    expect(canDeleteChoice(2, limits)).toBe(false);
  });
});

it('carries the product\'s texts', () => {
  expect(PROPOSAL_MESSAGES).toMatchObject({
    textEmpty: 'The question text is empty, please add text!',
    scaleNotChosen: 'The question scale is not chosen!',
    choiceEmpty: 'At least one choice text is empty, please add text!',
    tooManyChoices: 'You have reached the maximum number of choices',
    scaleNotSupported: 'The question scale is not supported!',
    choiceTypeNotFound: 'Choice type is not found!',
  });
});

it('puts the configured fewest choices in the message that asks for more', () => {
  expect(proposalMessage('tooFewChoices', { minChoices: 2 })).toBe('Please add at least 2 choices!');
  expect(proposalMessage('tooFewChoices', { minChoices: 3 })).toBe('Please add at least 3 choices!');
  expect(proposalMessage('textEmpty', { minChoices: 3 })).toBe(PROPOSAL_MESSAGES.textEmpty);
});

describe('draftOf', () => {
  it('reads what a body leaves out, a null, a choice type of 0 or an empty question type as missing', () => {
    expect(draftOf({})).toEqual({ text: '', choiceTypeId: null, questionType: null, choices: null });
    expect(draftOf({ text: null, choiceTypeId: 0, questionType: '', choices: null })).toEqual({ text: '', choiceTypeId: null, questionType: null, choices: null });
  });

  it('keeps what a body gives', () => {
    const body = { text: 'Tea?', choiceTypeId: 3, questionType: 'classic', choices: [{ label: 'a', value: 1 }] };
    expect(draftOf(body)).toEqual(body);
  });

  it('reads line breaks and tabs (with the spaces around them) as one space, so a question typed on two lines is taken', () => {
    const draft = draftOf({ text: 'Tea or coffee\r\n in the morning?\n', choiceTypeId: null, choices: [{ label: 'Tea\t(green)', value: 1 }, { label: 'Coffee\u2028', value: 2 }] });
    expect(draft).toMatchObject({ text: 'Tea or coffee in the morning? ', choices: [{ label: 'Tea (green)', value: 1 }, { label: 'Coffee ', value: 2 }] });
    expect(proposalProblem(draft, limits, defaults)).toBeNull();
    expect(proposalProblem(draftOf({ text: 'Tea\u0007?', choices: choices('a', 'b') }), limits, defaults)).toBe('textCharacters');
  });

  it('makes the rules name what is missing', () => {
    expect(proposalProblem(draftOf({ choiceTypeId: 3 }), limits, new Map([[3, 5]]))).toBe('textEmpty');
    expect(proposalProblem(draftOf({ text: 'Tea?' }), limits, new Map())).toBe('scaleNotChosen');
    expect(proposalProblem(draftOf({ text: 'Tea?', choiceTypeId: 0 }), limits, new Map())).toBe('scaleNotChosen');
  });
});
