// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AnswerStatusBadge } from './AnswerStatusBadge';

vi.mock('../useAnswerStatus', () => ({ useAnswerStatus: () => ({ kind: 'pending' }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const setOnline = (online: boolean) => {
  vi.stubGlobal('navigator', { ...navigator, onLine: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('the answer status of a pending answer', () => {
  it('says it is on its way while online, and waiting for the connection while offline', () => {
    setOnline(true);
    render(<AnswerStatusBadge answerId="a1" />);
    expect(screen.getByTestId('answer-status').textContent).toBe('polls.status.sending');
    act(() => setOnline(false));
    expect(screen.getByTestId('answer-status').textContent).toBe('polls.status.pending');
  });
});
