// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../public/specific/locales/en/panelist.json';
import { englishForTests } from '../i18n/englishForTests';
import { useAppUpdate } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

let i18n: I18n;
beforeAll(async () => {
  i18n = await englishForTests();
});
afterEach(() => {
  cleanup();
  useAppUpdate.setState({ updateReady: false });
});

describe('the update prompt', () => {
  it('shows nothing until a new version waits, then offers Reload (the update) and Later (hides it)', () => {
    const applyUpdate = vi.fn();
    useAppUpdate.setState({ applyUpdate });
    render(<I18nextProvider i18n={i18n}><UpdatePrompt /></I18nextProvider>);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => useAppUpdate.setState({ updateReady: true }));
    expect(screen.getByRole('status').textContent).toContain(en.pwa.updateReady);
    fireEvent.click(screen.getByRole('button', { name: en.pwa.reload }));
    expect(applyUpdate).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: en.pwa.later }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
