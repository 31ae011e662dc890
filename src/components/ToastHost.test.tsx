// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import siteDefaults from '../../server/config/site-config.json';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { ToastHost } from './ToastHost';
import { loadToastLibrary, toast, toastOptions, useToastHost } from './toast';
import { stubMediaQueries } from '../testing/mediaQueries';

beforeAll(() => {
  setSiteConfig(siteDefaults as unknown as SiteConfig);
  // jsdom has no matchMedia; react-hot-toast asks it for reduced motion.
  stubMediaQueries();
});
afterEach(async () => {
  cleanup();
  // The library keeps its toasts between tests: each starts with none.
  (await loadToastLibrary()).default.remove();
});

describe('toasts', () => {
  it('mount nothing until the first toast, then show it at the bottom centre', async () => {
    const { container } = render(<ToastHost />);
    expect(container.innerHTML).toBe('');
    expect(useToastHost.getState().active).toBe(false);

    act(() => toast.success('Saved!'));
    expect(useToastHost.getState().active).toBe(true);
    expect(await screen.findByText('Saved!')).toBeTruthy();

    act(() => toast.error('Something failed'));
    expect(await screen.findByText('Something failed')).toBeTruthy();
    act(() => toast('Just so you know'));
    expect(await screen.findByText('Just so you know')).toBeTruthy();
  });

  it('announce an error at once (an alert) and other toasts politely (a status)', async () => {
    render(<ToastHost />);
    act(() => toast.error('Incorrect password!'));
    act(() => toast.success('Profile saved'));
    act(() => toast('Check the question', { icon: '⚠️' }));
    const liveRegion = async (text: string) => (await screen.findByText(text)).closest('[aria-live]');
    expect((await liveRegion('Incorrect password!'))?.getAttribute('role')).toBe('alert');
    expect((await liveRegion('Incorrect password!'))?.getAttribute('aria-live')).toBe('assertive');
    for (const polite of ['Profile saved', 'Check the question']) {
      expect((await liveRegion(polite))?.getAttribute('role')).toBe('status');
      expect((await liveRegion(polite))?.getAttribute('aria-live')).toBe('polite');
    }
  });

  it('hide a warning\'s icon from assistive technology: it is decoration outside the announced message', async () => {
    render(<ToastHost />);
    act(() => toast('Check the question', { icon: '⚠️' }));
    const message = await screen.findByText('Check the question');
    const icon = screen.getByText('⚠️');
    expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(message.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('show a message repeated while it is on screen once, not stacked', async () => {
    render(<ToastHost />);
    act(() => {
      for (let attempt = 0; attempt < 5; attempt += 1) toast.error('Incorrect password!');
    });
    // findByText fails when more than one element has the text.
    expect(await screen.findByText('Incorrect password!')).toBeTruthy();
    expect(screen.getAllByText('Incorrect password!')).toHaveLength(1);
  });
});

describe('a message shown again while its toast is on screen', () => {
  /** What a screen reader hears from a live region: the text of the nodes added inside it, and text changed in place. */
  function listen(region: HTMLElement): string[] {
    const heard: string[] = [];
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') heard.push(record.target.textContent ?? '');
        record.addedNodes.forEach((node) => heard.push(node.textContent ?? ''));
      }
    }).observe(region, { childList: true, subtree: true, characterData: true });
    return heard;
  }

  it('is announced again, in the same single toast', async () => {
    render(<ToastHost />);
    act(() => toast.error('Could not save your answer'));
    const region = (await screen.findByText('Could not save your answer')).closest<HTMLElement>('[aria-live]');
    expect(region?.getAttribute('role')).toBe('alert');
    const heard = listen(region!);

    act(() => toast.error('Could not save your answer'));
    await waitFor(() => expect(heard).toContain('Could not save your answer'));
    expect(screen.getAllByText('Could not save your answer')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    // A toast that names its own id, repeated, likewise.
    act(() => toast.success('Profile saved', { id: 'profile-saved' }));
    const saved = (await screen.findByText('Profile saved')).closest<HTMLElement>('[aria-live]');
    const heardSaved = listen(saved!);
    act(() => toast.success('Profile saved', { id: 'profile-saved' }));
    await waitFor(() => expect(heardSaved).toContain('Profile saved'));
    expect(screen.getAllByText('Profile saved')).toHaveLength(1);
  });
});

describe('a named toast shown again after it was dismissed', () => {
  // The library removes a dismissed toast a second later by its id: a new showing under the same id
  // in that second could be removed with it before the member saw it.
  it('is a new toast, which the removal of the old one leaves on screen', async () => {
    const library = (await loadToastLibrary()).default;
    const shown = vi.spyOn(library, 'success');
    render(<ToastHost />);
    act(() => toast.success('Language changed', { id: 'language-changed', duration: 50 }));
    await screen.findByText('Language changed');
    act(() => toast.success('Language changed', { id: 'language-changed', duration: 50 }));
    await waitFor(() => expect(useToastHost.getState().onScreen['language-changed']).toBeUndefined());

    act(() => toast.success('Language changed again', { id: 'language-changed' }));
    await screen.findByText('Language changed again');
    const [first, repeated, again] = shown.mock.calls.map(([, options]) => options?.id);
    expect(repeated).toBe(first);
    expect(again).not.toBe(first);
    // The one leaving is gone at once: never two copies.
    expect(screen.queryByText('Language changed')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    // Past the moment the library removes the dismissed one (a second after its dismissal).
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByText('Language changed again')).toBeTruthy();
    shown.mockRestore();
  });

  it('is taken away by its name', async () => {
    render(<ToastHost />);
    act(() => toast.success('Deletion requested', { id: 'deletion-requested' }));
    await screen.findByText('Deletion requested');
    act(() => toast.dismiss('deletion-requested'));
    await waitFor(() => expect(useToastHost.getState().onScreen['deletion-requested']).toBeUndefined());
  });
});

describe('toastOptions', () => {
  it('gives a text toast its text as id, so the same text replaces the one shown', () => {
    expect(toastOptions('Incorrect password!')).toEqual({ id: 'text:Incorrect password!' });
    expect(toastOptions('Saved', { duration: 100 })).toEqual({ duration: 100, id: 'text:Saved' });
  });

  it("keeps a toast's own id, and leaves a toast that is not text alone", () => {
    expect(toastOptions('Saved', { id: 'profile-saved' })).toEqual({ id: 'profile-saved' });
    expect(toastOptions(null)).toBeUndefined();
  });
});
