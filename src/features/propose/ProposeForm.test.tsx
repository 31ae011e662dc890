// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ProposeForm } from './ProposeForm';
import { warn } from './warn';

vi.mock('./warn', () => ({ warn: vi.fn() }));
vi.mock('./api', () => ({ proposeQuestion: vi.fn() }));

const limits = { maxChoices: 8, minChoices: 2, maxChoiceLength: 150, maxQuestionLength: 500, defaultCustomChoices: 3 };
const scales = [{ id: 1, label: 'Agree or not', choices: ['Yes', 'No'] }];

const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'propose.submit' }));
const text = () => screen.getByRole('textbox', { name: 'propose.text.label' });
const format = () => screen.getByRole('combobox', { name: 'propose.format.label' });
const choices = () => screen.getAllByRole('textbox', { name: 'propose.choices.label' });

beforeEach(() => {
  vi.mocked(warn).mockClear();
  render(<ProposeForm scales={scales} counts={new Map([[1, 2]])} limits={limits} onProposed={() => undefined} />);
});
afterEach(cleanup);

describe('ProposeForm', () => {
  it('takes the focus to the empty text with its toast, marked invalid until it is edited', () => {
    submit();
    expect(warn).toHaveBeenCalledWith('propose.problems.textEmpty');
    expect(document.activeElement).toBe(text());
    expect(text().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(text(), { target: { value: 'Tea?' } });
    expect(text().hasAttribute('aria-invalid')).toBe(false);
  });

  it('takes the focus to the answer format when none is chosen, again at each refusal', () => {
    fireEvent.change(text(), { target: { value: 'Tea?' } });
    submit();
    expect(warn).toHaveBeenCalledWith('propose.problems.scaleNotChosen');
    expect(document.activeElement).toBe(format());
    expect(format().getAttribute('aria-invalid')).toBe('true');
    text().focus();
    submit();
    expect(document.activeElement).toBe(format());
    fireEvent.change(format(), { target: { value: 'custom' } });
    expect(format().hasAttribute('aria-invalid')).toBe(false);
  });

  it('takes the focus to the first empty choice, which stays marked while another one is edited', () => {
    fireEvent.change(text(), { target: { value: 'Tea?' } });
    fireEvent.change(format(), { target: { value: 'custom' } });
    fireEvent.change(choices()[0]!, { target: { value: 'Tea' } });
    submit();
    expect(warn).toHaveBeenCalledWith('propose.problems.choiceEmpty');
    expect(document.activeElement).toBe(choices()[1]);
    expect(choices().map((input) => input.getAttribute('aria-invalid'))).toEqual([null, 'true', null]);
    fireEvent.change(choices()[2]!, { target: { value: 'Water' } });
    expect(choices()[1]!.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(choices()[1]!, { target: { value: 'Coffee' } });
    expect(choices()[1]!.hasAttribute('aria-invalid')).toBe(false);
  });
});
