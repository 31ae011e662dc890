// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { QuestionCard } from '../api';
import { ClosedCard } from './ClosedCard';

afterEach(cleanup);

const card: QuestionCard = {
  id: 42, text: 'Tea or coffee?', type: 'yes_no', dateStart: '2026-01-01T00:00:00.000Z', dateEnd: '2026-02-01T00:00:00.000Z', haveMedia: false, topicName: 'demo',
  choices: [{ id: 100, label: 'Tea', value: 1, haveMedia: false }, { id: 101, label: 'Coffee', value: 2, haveMedia: false }],
};

describe('a closed card', () => {
  it.each([
    ['offline', 'polls.results.unavailable'],
    ['failed', 'polls.results.failed'],
  ] as const)('says its results could not be loaded (%s) rather than leaving a gap', (failure, key) => {
    render(<ClosedCard card={card} status="closed" stats={failure} />);
    expect(screen.getByTestId('closed-card').textContent).toContain(key);
  });

  it('shows nothing of results the member may not see', () => {
    render(<ClosedCard card={card} status="closed" stats="missing" />);
    expect(screen.getByTestId('closed-card').textContent).not.toContain('polls.results');
  });
});
