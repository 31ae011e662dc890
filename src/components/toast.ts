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
  /** How many times each toast (by the library's id) was shown: a repeat is announced again (Toasts.tsx). */
  showings: Readonly<Record<string, number>>;
  /** A named toast's library id while it is on screen. */
  onScreen: Readonly<Record<string, string>>;
  /** A named toast's library id once the library dismissed it, while it may still be leaving the screen. */
  leaving: Readonly<Record<string, string>>;
}

export const useToastHost = create<ToastHostState>(() => ({ active: false, showings: {}, onScreen: {}, leaving: {} }));

/** Numbers each new showing of a named toast, so its library id is new. */
let showingsStarted = 0;

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

const without = (ids: Readonly<Record<string, string>>, name: string) => Object.fromEntries(Object.entries(ids).filter(([key]) => key !== name));

/**
 * A named toast's showing: the toast on screen, updated in place, or once that was dismissed a new
 * toast under a new library id, the one leaving taken away at once (no two copies). The library
 * removes a dismissed toast a second later by its id: a repeat under the same id in that second could
 * be removed with it, unseen.
 */
function showingOf(name: string): { id: string; replaces?: string } {
  const { onScreen, leaving } = useToastHost.getState();
  const id = onScreen[name] ?? `${name}#${(showingsStarted += 1)}`;
  useToastHost.setState({ onScreen: { ...onScreen, [name]: id }, leaving: without(leaving, name) });
  return { id, replaces: onScreen[name] ? undefined : leaving[name] };
}

function show(kind: ToastKind, message: Renderable, options?: ToastOptions): void {
  const named = announcedAs(kind, toastOptions(message, options));
  const showing = named?.id === undefined ? undefined : showingOf(named.id);
  const id = showing?.id;
  useToastHost.setState(({ showings }) => ({
    active: true,
    showings: id === undefined ? showings : { ...showings, [id]: (showings[id] ?? 0) + 1 },
  }));
  const shown = id === undefined ? named : { ...named, id };
  loadToastLibrary().then(({ default: hotToast }) => {
    if (showing?.replaces) hotToast.remove(showing.replaces);
    if (kind === 'plain') hotToast(message, shown);
    else hotToast[kind](message, shown);
  }, (error: unknown) => console.error('A toast could not be shown', error));
}

/** The library dismissed these toasts (by its ids): the next showing of their names is a new toast. */
export function forgetDismissed(dismissed: ReadonlySet<string>): void {
  const { onScreen, leaving } = useToastHost.getState();
  const gone = Object.entries(onScreen).filter(([, id]) => dismissed.has(id));
  if (gone.length === 0) return;
  useToastHost.setState({
    onScreen: Object.fromEntries(Object.entries(onScreen).filter(([, id]) => !dismissed.has(id))),
    leaving: { ...leaving, ...Object.fromEntries(gone) },
  });
}

/** Takes a toast away by its name; nothing to do when it is not on screen (or the library is not loaded). */
function dismiss(name: string): void {
  const id = useToastHost.getState().onScreen[name];
  if (id === undefined) return;
  loadToastLibrary().then(({ default: hotToast }) => hotToast.dismiss(id), () => undefined);
}

/** Shows a toast: `toast(message)`, `toast.success(message)`, `toast.error(message)`; `toast.dismiss(id)` takes one away. */
export const toast = Object.assign((...args: ToastArgs) => show('plain', ...args), {
  success: (...args: ToastArgs) => show('success', ...args),
  error: (...args: ToastArgs) => show('error', ...args),
  dismiss,
});
