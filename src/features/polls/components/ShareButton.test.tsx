// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ShareButton } from './ShareButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ShareButton', () => {
  it('shares the card\'s /rest/shareCard/{cardId} link through the system share sheet', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    render(<ShareButton cardId={17} text="Tea or coffee?" />);
    fireEvent.click(screen.getByRole('button', { name: 'polls.share.button' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Tea or coffee?', url: `${location.origin}/rest/shareCard/17` }));
  });

  it('copies the same link to the clipboard where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<ShareButton cardId={17} text="Tea or coffee?" />);
    fireEvent.click(screen.getByRole('button', { name: 'polls.share.button' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}/rest/shareCard/17`));
  });
});
