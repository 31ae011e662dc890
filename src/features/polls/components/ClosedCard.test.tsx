// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { QuestionCard } from '../api';
import { ClosedCard } from './ClosedCard';

/** The calls the card makes to the server, each answered with a proposer's name. */
const server = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: (name: string) => {
    server.calls.push(name);
    return Promise.resolve({ name: 'Aigerim Nurlanova' });
  },
}));

beforeEach(() => {
  server.calls = [];
});
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

  it.each(['standby', 'rejected'] as const)('asks for no proposer of the member\'s own %s proposal: it was never published', (status) => {
    render(<ClosedCard card={{ ...card, topicName: 'user_generated' }} status={status} stats="missing" />);
    expect(server.calls).toEqual([]);
  });

  it('names the proposer of a published proposal that has closed', async () => {
    render(<ClosedCard card={{ ...card, topicName: 'user_generated' }} status="accepted" stats="missing" />);
    await waitFor(() => expect(server.calls).toEqual(['getProposer']));
  });
});
