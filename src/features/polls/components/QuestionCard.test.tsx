// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { QuestionCard as Card } from '../api';
import { QuestionCard } from './QuestionCard';

afterEach(cleanup);

const card = (type: string, labels: string[], haveMedia = false): Card => ({
  id: 42, text: 'How is it?', type, dateStart: '2026-01-01T00:00:00.000Z', dateEnd: null, haveMedia, topicName: 'demo',
  choices: labels.map((label, i) => ({ id: 100 + i, label, value: i + 1, haveMedia })),
});

describe('QuestionCard', () => {
  it('answers a five-point scale with one press', () => {
    const onAnswer = vi.fn();
    render(<QuestionCard card={card('agree_scale', ['1', '2', '3', '4', 'Strongly agree'])} onAnswer={onAnswer} />);
    expect(screen.getByRole('heading', { level: 2, name: 'How is it?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Strongly agree/ }));
    expect(onAnswer).toHaveBeenCalledWith([5]);
  });

  it('answers single choice and yes/no as vertical buttons', () => {
    const onAnswer = vi.fn();
    render(<QuestionCard card={card('yes_no', ['Yes', 'No'])} onAnswer={onAnswer} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onAnswer).toHaveBeenCalledWith([2]);
  });

  it('takes several choices on multiple choice, sorted, only once one is ticked', () => {
    const onAnswer = vi.fn();
    render(<QuestionCard card={card('multiple', ['Tea', 'Coffee', 'Water'])} onAnswer={onAnswer} />);
    const submit = screen.getByRole('button', { name: 'polls.card.submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Water' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tea' }));
    fireEvent.click(submit);
    expect(onAnswer).toHaveBeenCalledWith([1, 3]);
  });

  it('shows choice pictures lazily with their size reserved', () => {
    const { container } = render(<QuestionCard card={card('image', ['Red', 'Blue'], true)} onAnswer={vi.fn()} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    expect(images[0]?.getAttribute('width')).toBe('320');
    expect(images[0]?.getAttribute('height')).toBe('200');
    expect(images[0]?.getAttribute('src')).toBe('/rest/widget/choice/100/image');
    expect(screen.getByRole('button', { name: 'Red' })).toBeTruthy();
  });

  it('says so for an unknown choice type', () => {
    render(<QuestionCard card={card('mystery', ['A', 'B'])} onAnswer={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('polls.card.unknownType');
  });
});
