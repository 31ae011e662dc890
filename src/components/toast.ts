import type { Renderable, ToastOptions } from 'react-hot-toast';
import { create } from 'zustand';

/**
 * Toasts (at the bottom centre) without react-hot-toast in the first load: the library and its
 * Toaster load with the first toast a screen shows.
 */

type ToastKind = 'plain' | 'success' | 'error';

interface ToastHostState {
  /** Whether a toast was ever asked for: the host mounts the Toaster from then on. */
  active: boolean;
  /** How many times each toast id was shown: a repeat is announced again (Toasts.tsx). */
  showings: Readonly<Record<string, number>>;
}

export const useToastHost = create<ToastHostState>(() => ({ active: false, showings: {} }));

let library: Promise<typeof import('react-hot-toast')> | null = null;

/** The toast library, loaded once; a failed load (offline before the worker cached it) is tried again next time. */
export function loadToastLibrary(): Promise<typeof import('react-hot-toast')> {
  library ??= import('react-hot-toast').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}

type ToastArgs = [message: Renderable, options?: ToastOptions];

/**
 * A text toast is known by its text unless it names its own id: the same message again (five failed
 * logins in a row) replaces the one still shown and restarts its time, instead of stacking copies.
 */
export function toastOptions(message: Renderable, options?: ToastOptions): ToastOptions | undefined {
  if (options?.id !== undefined || typeof message !== 'string') return options;
  return { ...options, id: `text:${message}` };
}

/** An error is announced at once (an alert); other toasts wait for the reader's pause (a status). */
function announcedAs(kind: ToastKind, options?: ToastOptions): ToastOptions | undefined {
  if (kind !== 'error' || options?.ariaProps) return options;
  return { ...options, ariaProps: { role: 'alert', 'aria-live': 'assertive' } };
}

function show(kind: ToastKind, message: Renderable, options?: ToastOptions): void {
  const shown = announcedAs(kind, toastOptions(message, options));
  const id = shown?.id;
  useToastHost.setState(({ showings }) => ({
    active: true,
    showings: id === undefined ? showings : { ...showings, [id]: (showings[id] ?? 0) + 1 },
  }));
  loadToastLibrary().then(({ default: hotToast }) => {
    if (kind === 'plain') hotToast(message, shown);
    else hotToast[kind](message, shown);
  }, (error: unknown) => console.error('A toast could not be shown', error));
}

/** Takes a toast away by its id; nothing to do when no toast was ever shown (the library is not loaded). */
function dismiss(id: string): void {
  if (!useToastHost.getState().active) return;
  loadToastLibrary().then(({ default: hotToast }) => hotToast.dismiss(id), () => undefined);
}

/** Shows a toast: `toast(message)`, `toast.success(message)`, `toast.error(message)`; `toast.dismiss(id)` takes one away. */
export const toast = Object.assign((...args: ToastArgs) => show('plain', ...args), {
  success: (...args: ToastArgs) => show('success', ...args),
  error: (...args: ToastArgs) => show('error', ...args),
  dismiss,
});
