// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import siteDefaults from '../../server/config/site-config.json';
import { setSiteConfig, type SiteConfig } from '../config/siteConfig';
import { ToastHost } from './ToastHost';
import { toast, toastOptions, useToastHost } from './toast';

beforeAll(() => {
  setSiteConfig(siteDefaults as unknown as SiteConfig);
  // jsdom has no matchMedia; react-hot-toast asks it for reduced motion.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

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
