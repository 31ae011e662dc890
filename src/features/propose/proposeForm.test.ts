import { describe, expect, it } from 'vitest';
import en from '../../../public/specific/locales/en/panelist.json';
import { PROPOSAL_MESSAGES } from '@contract/rules/propose-rules';
import { countByType, cutToCharacters, draftOf, emptyForm, faultAfterEdit, faultOf, filterByText, fitEdit, moveItem, newChoice, proposeFailureKeys, statusName } from './proposeForm';
import { ApiError } from '../../api/client';

const counts = new Map([[1, 5], [3, 2]]);

describe('cutToCharacters', () => {
  it('leaves text within the limit alone and counts an emoji as one character', () => {
    expect(cutToCharacters('Tea?', 4)).toBe('Tea?');
    expect(cutToCharacters('🍵🍵🍵', 3)).toBe('🍵🍵🍵');
    expect(cutToCharacters('🍵🍵🍵🍵', 3)).toBe('🍵🍵🍵');
  });

  it('never splits what a reader sees as one character', () => {
    const family = '👨‍👩‍👧'; // three people joined: five code points
    expect(cutToCharacters(`ab${family}`, 4)).toBe('ab');
    expect(cutToCharacters(`ab${family}`, 7)).toBe(`ab${family}`);
    expect(cutToCharacters('ab🇰🇿', 3)).toBe('ab'); // a flag is two code points
    expect(cutToCharacters('cafe\u0301!', 4)).toBe('caf'); // e and its accent mark
    expect(cutToCharacters('cafe\u0301!', 5)).toBe('cafe\u0301');
  });
});

describe('draftOf', () => {
  it('numbers custom choices 1..n in their order', () => {
    const form = { text: 'Tea?', format: 'custom' as const, choices: [newChoice('Tea'), newChoice('Coffee')] };
    expect(draftOf(form, counts)).toEqual({ text: 'Tea?', choiceTypeId: null, questionType: 'vertical_buttons', choices: [{ label: 'Tea', value: 1 }, { label: 'Coffee', value: 2 }] });
  });
  it('sends a default scale by id, classic for 5 choices, vertical buttons otherwise', () => {
    expect(draftOf({ ...emptyForm(3), text: 'Clean?', format: '1' }, counts)).toEqual({ text: 'Clean?', choiceTypeId: 1, questionType: 'classic', choices: null });
    expect(draftOf({ ...emptyForm(3), format: '3' }, counts)).toMatchObject({ choiceTypeId: 3, questionType: 'vertical_buttons' });
  });
  it('sends a question typed on several lines, or a choice pasted with a tab, on one line', () => {
    const form = { text: 'Tea or coffee\nin the morning?', format: 'custom' as const, choices: [newChoice('Tea\tgreen'), newChoice('Coffee')] };
    expect(draftOf(form, counts)).toMatchObject({ text: 'Tea or coffee in the morning?', choices: [{ label: 'Tea green', value: 1 }, { label: 'Coffee', value: 2 }] });
  });
  it('sends no format when none is chosen', () => {
    expect(draftOf(emptyForm(3), counts)).toMatchObject({ choiceTypeId: null, choices: null });
  });
});

describe('proposeFailureKeys', () => {
  it('tells the daily cap (429 without a time to come back) from a busy server (429 with Retry-After)', () => {
    expect(proposeFailureKeys(new ApiError(429, { code: 105 }))).toEqual(['propose.dailyLimit']);
    expect(proposeFailureKeys(new ApiError(429, { code: 105 }, 30_000))).toEqual(['propose.failed', 'errors.throttled']);
  });
  it('gives the failure text, followed by why when the connection failed', () => {
    expect(proposeFailureKeys(new ApiError(0, {}))).toEqual(['propose.failed', 'errors.offline']);
    expect(proposeFailureKeys(new ApiError(400, { code: 134 }))).toEqual(['propose.failed']);
    expect(proposeFailureKeys(new TypeError('boom'))).toEqual(['propose.failed']);
  });
});

describe('emptyForm', () => {
  it('starts with the given number of empty choices with distinct ids', () => {
    const form = emptyForm(3);
    expect(form.choices.map((choice) => choice.label)).toEqual(['', '', '']);
    expect(new Set(form.choices.map((choice) => choice.id)).size).toBe(3);
  });
});

describe('faultOf', () => {
  const form = { text: 'Tea?', format: 'custom' as const, choices: [newChoice('Tea'), newChoice(' '), newChoice(''), newChoice('x'.repeat(9))] };
  it('names the text, the format or the first choice at fault', () => {
    expect(faultOf('textEmpty', form, 8)).toEqual({ field: 'text' });
    expect(faultOf('textTooLong', form, 8)).toEqual({ field: 'text' });
    expect(faultOf('scaleNotChosen', form, 8)).toEqual({ field: 'format' });
    expect(faultOf('scaleNotSupported', form, 8)).toEqual({ field: 'format' });
    expect(faultOf('choiceEmpty', form, 8)).toEqual({ field: 'choice', id: form.choices[1]!.id });
    expect(faultOf('choiceTooLong', form, 8)).toEqual({ field: 'choice', id: form.choices[3]!.id });
  });
  it('names no field for a problem of the list as a whole', () => {
    expect(faultOf('tooFewChoices', form, 8)).toBeNull();
    expect(faultOf('tooManyChoices', form, 8)).toBeNull();
    expect(faultOf('choiceValues', form, 8)).toBeNull();
  });
});

describe('faultAfterEdit', () => {
  const before = { text: '', format: 'custom' as const, choices: [newChoice('Tea'), newChoice('')] };
  const [tea, empty] = before.choices as [ReturnType<typeof newChoice>, ReturnType<typeof newChoice>];
  it('keeps the fault while another field changes', () => {
    const fault = { field: 'choice' as const, id: empty.id };
    expect(faultAfterEdit(fault, before, { ...before, text: 'Tea?' })).toBe(fault);
    expect(faultAfterEdit(fault, before, { ...before, choices: [empty, tea] })).toBe(fault);
    expect(faultAfterEdit({ field: 'text' }, before, { ...before, format: '' })).toEqual({ field: 'text' });
  });
  it('drops it once its field is edited, or its choice deleted', () => {
    expect(faultAfterEdit({ field: 'text' }, before, { ...before, text: 'T' })).toBeNull();
    expect(faultAfterEdit({ field: 'format' }, before, { ...before, format: '1' })).toBeNull();
    const fault = { field: 'choice' as const, id: empty.id };
    expect(faultAfterEdit(fault, before, { ...before, choices: [tea, { ...empty, label: 'C' }] })).toBeNull();
    expect(faultAfterEdit(fault, before, { ...before, choices: [tea] })).toBeNull();
    expect(faultAfterEdit(null, before, before)).toBeNull();
  });
});

describe('moveItem', () => {
  it('moves an item up and down, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('My questions', () => {
  it('names the status: 1 Accepted, 2 Rejected, else Stand-by', () => {
    expect([1, 2, 0, 7].map(statusName)).toEqual(['accepted', 'rejected', 'standby', 'standby']);
  });
  it('filters on the text, case-insensitively', () => {
    const rows = [{ questionText: 'Tea or Coffee?' }, { questionText: 'Cats?' }];
    expect(filterByText(rows, ' COFFEE ')).toEqual([rows[0]]);
    expect(filterByText(rows, '')).toEqual(rows);
  });
  it('counts the default choices of each scale', () => {
    expect(countByType([{ choice_type_id: 1 }, { choice_type_id: 1 }, { choice_type_id: 3 }])).toEqual(new Map([[1, 2], [3, 1]]));
  });
});

it('shows the shared rules\' texts in English', () => {
  const { tooFewChoices_one: one, tooFewChoices_other: other, ...problems } = en.propose.problems;
  const { tooFewChoices, ...messages } = PROPOSAL_MESSAGES;
  expect(problems).toEqual(messages);
  // The fewest choices is a setting: the app's text counts them as the server's message does.
  expect([one, other]).toEqual(['Please add at least {{count}} choice!', tooFewChoices]);
  expect([en.propose.sent, en.propose.failed, en.propose.mine.empty]).toEqual(['The question was proposed!', 'Question proposal error!', 'No question submitted']);
});

describe('fitEdit', () => {
  const full = `${'a'.repeat(5)}WORLD`; // ten characters, at a limit of 10

  it('takes an edit within the limit whole', () => {
    expect(fitEdit('Tea', 'Tea?', 10)).toEqual({ text: 'Tea?', caret: null });
  });

  it('refuses what is typed into a full field wherever the caret is, and keeps the text already there', () => {
    expect(fitEdit(full, `X${full}`, 10, 1)).toEqual({ text: full, caret: 0 });
    expect(fitEdit(full, `aaXaaaWORLD`, 10, 3)).toEqual({ text: full, caret: 2 });
    expect(fitEdit(full, `${full}!`, 10)).toEqual({ text: full, caret: 10 });
  });

  it('cuts a paste to the room left, keeping the end of the text and putting the caret after what was kept', () => {
    expect(fitEdit('abcEND', 'ab123456cEND', 10, 8)).toEqual({ text: 'ab1234cEND', caret: 6 });
  });

  it('tells where a letter went among the same letters by the caret', () => {
    expect(fitEdit('aaaa', 'aaaaa', 4, 2)).toEqual({ text: 'aaaa', caret: 1 });
  });

  it('a paste over a selection replaces it and is cut to the room the selection left', () => {
    expect(fitEdit('abcdefgh', 'ab12345678gh', 10, 10)).toEqual({ text: 'ab123456gh', caret: 8 });
  });

  it('never splits an emoji or what a reader sees as one character', () => {
    expect(fitEdit('🍵🍵', '🍵🍵🍵', 2, 4)).toEqual({ text: '🍵🍵', caret: 2 });
    expect(fitEdit('ab', 'a🇰🇿b', 3, 5)).toEqual({ text: 'ab', caret: 1 });
  });

  it('a text already past the limit (a limit lowered since) is cut at the end, as before', () => {
    expect(fitEdit('abcdef', 'abcdefg', 4)).toEqual({ text: 'abcd', caret: null });
  });
});
