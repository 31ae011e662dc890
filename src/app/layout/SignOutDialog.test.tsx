// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishForTests } from '../../i18n/englishForTests';
import { SignOutDialog } from './SignOutDialog';
import { useLogOut } from './useSignOut';

const pending = vi.hoisted(() => ({ count: 0, listeners: new Set<() => void>() }));
const signOutToLogin = vi.hoisted(() => vi.fn(async () => undefined));

vi.mock('../../stores/answerQueue', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    usePendingAnswerCount: () => useSyncExternalStore(
      (listener) => { pending.listeners.add(listener); return () => pending.listeners.delete(listener); },
      () => pending.count,
    ),
  };
});
vi.mock('../../stores/sessionStore', () => ({ signOutToLogin }));

function setPending(count: number) {
  pending.count = count;
  for (const listener of pending.listeners) listener();
}

function LogOutButton() {
  const logOut = useLogOut();
  return <button type="button" onClick={logOut}>Log out</button>;
}

async function renderLayout() {
  const i18n = await englishForTests();
  render(<I18nextProvider i18n={i18n}><LogOutButton /><SignOutDialog /></I18nextProvider>);
}

const dialogText = () => document.getElementById('sign-out-dialog-text')?.textContent;

beforeAll(() => {
  // jsdom's <dialog> has no showModal.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) { this.open = false; };
});
beforeEach(() => {
  signOutToLogin.mockClear();
  setPending(0);
});
afterEach(cleanup);

describe('Log out with answers still waiting', () => {
  it('logs out at once when nothing waits', async () => {
    await renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOutToLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('sign-out-dialog').hasAttribute('open')).toBe(false);
  });

  it('asks first, with Stay logged in focused, and staying changes nothing', async () => {
    setPending(2);
    await renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOutToLogin).not.toHaveBeenCalled();
    expect(screen.getByTestId('sign-out-dialog').hasAttribute('open')).toBe(true);
    expect(dialogText()).toBe('2 answers are still waiting to be sent. If you log out now, they stay on this device and are sent when you log in here again.');
    expect(document.activeElement?.textContent).toBe('Stay logged in');
    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(screen.getByTestId('sign-out-dialog').hasAttribute('open')).toBe(false);
    expect(signOutToLogin).not.toHaveBeenCalled();
  });

  it('logs out when the member confirms', async () => {
    setPending(1);
    await renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(dialogText()).toBe('1 answer is still waiting to be sent. If you log out now, it stays on this device and is sent when you log in here again.');
    fireEvent.click(screen.getByRole('button', { name: 'Log out anyway' }));
    expect(signOutToLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('sign-out-dialog').hasAttribute('open')).toBe(false);
  });

  it('says so when the answers were sent while it asked', async () => {
    setPending(1);
    await renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    act(() => setPending(0));
    expect(dialogText()).toBe('All your answers have been sent: you can log out now.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Log out' }).at(-1)!);
    expect(signOutToLogin).toHaveBeenCalledTimes(1);
  });

  it('is not asked again at the next sign-in once its layout went', async () => {
    setPending(1);
    await renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    cleanup();
    await renderLayout();
    expect(screen.getByTestId('sign-out-dialog').hasAttribute('open')).toBe(false);
  });
});
