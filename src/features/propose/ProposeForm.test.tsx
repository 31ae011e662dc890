// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/client';
import { toast } from '../../components/toast';
import { proposeQuestion } from './api';
import { ProposeForm } from './ProposeForm';
import { PROPOSE_WARNING, warn } from './warn';

vi.mock('./warn', async (original) => ({ ...(await original<object>()), warn: vi.fn() }));
vi.mock('./api', () => ({ proposeQuestion: vi.fn() }));
vi.mock('../../components/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

const limits = { maxChoices: 8, minChoices: 2, maxChoiceLength: 150, maxQuestionLength: 500, defaultCustomChoices: 3 };
const scales = [{ id: 1, label: 'Agree or not', choices: ['Yes', 'No'] }];

const submit = () => fireEvent.submit(screen.getByRole('button', { name: 'propose.submit' }));
const text = () => screen.getByRole('textbox', { name: 'propose.text.label' });
const format = () => screen.getByRole('combobox', { name: 'propose.format.label' });
const choices = () => screen.getAllByRole('textbox', { name: 'propose.choices.label' });

beforeEach(() => {
  vi.clearAllMocks();
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

  /** A question with two choices of its own, ready to send. */
  function fillValidProposal() {
    fireEvent.change(text(), { target: { value: 'Tea or coffee?' } });
    fireEvent.change(format(), { target: { value: 'custom' } });
    fireEvent.change(choices()[0]!, { target: { value: 'Tea' } });
    fireEvent.change(choices()[1]!, { target: { value: 'Coffee' } });
    fireEvent.change(choices()[2]!, { target: { value: 'Water' } });
  }

  it('takes the last warning away once the corrected proposal is sent', async () => {
    vi.mocked(proposeQuestion).mockResolvedValue({ questionId: 7 });
    submit();
    expect(warn).toHaveBeenCalled();
    fillValidProposal();
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('propose.sent'));
    expect(toast.dismiss).toHaveBeenCalledWith(PROPOSE_WARNING);
  });

  it('takes the warning away as the field at fault is mended', () => {
    submit();
    expect(warn).toHaveBeenCalledWith('propose.problems.textEmpty');
    expect(toast.dismiss).not.toHaveBeenCalled();
    fireEvent.change(text(), { target: { value: 'Tea or coffee?' } });
    expect(toast.dismiss).toHaveBeenCalledWith(PROPOSE_WARNING);
  });

  it('takes the last warning away before sending, so a refusal is not said beside it', async () => {
    vi.mocked(proposeQuestion).mockRejectedValue(new ApiError(500, { code: 500 }));
    submit();
    fillValidProposal();
    vi.mocked(toast.dismiss).mockClear();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('propose.failed'));
    expect(toast.dismiss).toHaveBeenCalledWith(PROPOSE_WARNING);
    expect(vi.mocked(toast.dismiss).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(toast.error).mock.invocationCallOrder[0]!);
  });

  it.each([
    ['the daily cap', new ApiError(429, { code: 105 }), 'propose.dailyLimit'],
    ['no connection', new ApiError(0, { message: 'offline' }), 'propose.failed errors.offline'],
    ['a server error', new ApiError(500, { code: 500 }), 'propose.failed'],
  ])('says why a proposal was not taken: %s', async (_name, error, key) => {
    vi.mocked(proposeQuestion).mockRejectedValue(error);
    fillValidProposal();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(key));
    expect(text()).toHaveProperty('value', 'Tea or coffee?');
  });
});
