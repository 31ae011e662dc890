// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../public/specific/locales/en/panelist.json';
import { ApiError } from '../../../api/client';
import { englishForTests } from '../../../i18n/englishForTests';
import { useRemote } from '../../../lib/useRemote';
import { RemoteState } from './RemoteState';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(cleanup);

function Prizes({ load }: { load: () => Promise<string[]> }) {
  const prizes = useRemote(load, 'prizes');
  return <RemoteState remote={prizes} loading="Loading prizes" failed="The prizes could not be loaded.">{(list) => <ul>{list.map((name) => <li key={name}>{name}</li>)}</ul>}</RemoteState>;
}

describe('RemoteState', () => {
  it.each([
    ['a failure of the server', new ApiError(503, { code: 503 }), 'The prizes could not be loaded.'],
    ['no network', new ApiError(0, { error: 'Network Error' }), en.rewards.offline],
  ])('after %s says why, and Try again loads it', async (_what, failure, message) => {
    const load = vi.fn<() => Promise<string[]>>().mockRejectedValueOnce(failure).mockResolvedValue(['Mug']);
    render(<I18nextProvider i18n={i18n}><Prizes load={load} /></I18nextProvider>);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    await act(async () => screen.getByRole('button', { name: en.common.retry }).click());
    expect(await screen.findByText('Mug')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
