// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { optionalLazy } from './optionalLazy';

afterEach(cleanup);

describe('optionalLazy', () => {
  it('renders the component once its code has loaded', async () => {
    const Prompt = optionalLazy(async () => ({ Prompt: () => <p>A new version is ready.</p> }), 'Prompt');
    render(<Suspense fallback={null}><Prompt /></Suspense>);
    expect(await screen.findByText('A new version is ready.')).toBeTruthy();
  });

  it('renders nothing, and takes nothing down, when its code cannot be fetched', async () => {
    const Missing = optionalLazy<{ Missing: () => null }, 'Missing'>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), 'Missing');
    const { container } = render(<main><p>Page</p><Suspense fallback={null}><Missing /></Suspense></main>);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('Page');
  });
});
