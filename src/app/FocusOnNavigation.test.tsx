// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusOnNavigation } from './FocusOnNavigation';

afterEach(cleanup);

/** A page whose menu closes (its item leaves the document) when an item is chosen. */
function PageWithMenu() {
  const [path, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <main id="main" tabIndex={-1}>
      <h1>{path}</h1>
      {menuOpen && <button type="button" onClick={() => { setMenuOpen(false); navigate('/app/history'); }}>My activity</button>}
    </main>
  );
}

describe('FocusOnNavigation', () => {
  it('leaves focus alone on the first page, and moves focus lost by a page change to the main region', async () => {
    const { hook } = memoryLocation({ path: '/app' });
    render(<Router hook={hook}><FocusOnNavigation /><PageWithMenu /></Router>);
    const item = screen.getByRole('button', { name: 'My activity' });
    item.focus();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(item);

    act(() => item.click());
    expect(screen.getByRole('heading').textContent).toBe('/app/history');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('moves lost focus to a main region that mounts later (a frame still loading after the change)', async () => {
    const { hook, navigate } = memoryLocation({ path: '/login' });
    function LateFrame() {
      const [path] = useLocation();
      const [loaded, setLoaded] = useState(false);
      return path === '/login' ? <main id="main" tabIndex={-1}><h1>Log in</h1></main> : loaded ? <main id="main" tabIndex={-1}><h1>Polls</h1></main> : <button type="button" onClick={() => setLoaded(true)}>load</button>;
    }
    render(<Router hook={hook}><FocusOnNavigation /><LateFrame /></Router>);
    act(() => navigate('/app'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(document.body);
    act(() => screen.getByRole('button', { name: 'load' }).click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

