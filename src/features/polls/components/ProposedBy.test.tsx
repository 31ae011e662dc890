// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { englishForTests } from '../../../i18n/englishForTests';
import { ProposedBy } from './ProposedBy';

/** The server at the client's one call: a name, or a failure, per test. */
const server = vi.hoisted(() => ({ calls: [] as unknown[][], answer: (): Promise<unknown> => Promise.resolve({ name: '' }) }));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<typeof import('../../../api/client')>()),
  call: (name: string, input: unknown) => {
    server.calls.push([name, input]);
    return server.answer();
  },
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
beforeEach(() => {
  server.calls = [];
});
afterEach(cleanup);

const show = (topicName: string) => render(<I18nextProvider i18n={i18n}><ProposedBy card={{ id: 42, topicName }} /></I18nextProvider>);

describe('ProposedBy', () => {
  it('names the member who proposed a published question, under it', async () => {
    server.answer = () => Promise.resolve({ name: 'Aigerim Nurlanova' });
    show('user_generated');
    expect((await screen.findByTestId('proposed-by')).textContent).toBe('Proposed by Aigerim Nurlanova');
    expect(server.calls).toEqual([['getProposer', expect.objectContaining({ params: { id: '42' } })]]);
  });

  it('asks nothing for a card that is no proposal', () => {
    show('lifestyle');
    expect(server.calls).toEqual([]);
    expect(screen.queryByTestId('proposed-by')).toBeNull();
  });

  it('shows nothing when the server names nobody (not published, or the account deleted) or cannot be reached', async () => {
    server.answer = () => Promise.reject(new ApiError(404, { code: 404 }));
    show('user_generated');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('proposed-by')).toBeNull();
  });
});
