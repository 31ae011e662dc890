// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishForTests } from '../i18n/englishForTests';
import { Screen } from './Screen';

afterEach(cleanup);

/** A stats page whose first card's data cannot be rendered. */
function StatsOf({ path }: { path: string }) {
  if (path === '/app/stats/1') throw new Error('a bad answer from the server');
  return <p>Results of {path}</p>;
}

describe('Screen', () => {
  it('keeps a render error to its address: another card of the same route renders, and the broken one fails again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { hook, navigate } = memoryLocation({ path: '/app/stats/1' });
    const Page = () => <StatsOf path={hook()[0]} />;
    render(<I18nextProvider i18n={await englishForTests()}><Router hook={hook}><Screen name="StatsPage"><Page /></Screen></Router></I18nextProvider>);
    expect(screen.getByRole('alert').textContent).toBe('Error caught in StatsPage');

    act(() => navigate('/app/stats/2'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Results of /app/stats/2')).toBeTruthy();

    act(() => navigate('/app/stats/1'));
    expect(screen.getByRole('alert').textContent).toBe('Error caught in StatsPage');
    quiet.mockRestore();
  });
});
