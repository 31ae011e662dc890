/**
 * Checks for a view's state read back from a browser history entry. Anything may sit there (an
 * earlier version of the app, another configuration, a hand-edited entry), so each value falls back
 * to the view's default unless it is still one the view offers.
 */

/** A history entry's state as an object of values (empty when it holds none, or something else). */
export function entryValues(state: unknown): Record<string, unknown> {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** The value under `key` in a history entry's state, or undefined. */
export function entryValue(state: unknown, key: string): unknown {
  return entryValues(state)[key];
}

/** A stored choice while it is still among the options offered (the site's configuration may have changed). */
export function storedChoice<T>(value: unknown, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** A stored filter text; anything but a string is no filter. */
export function storedText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A stored page number (a table that shrank since is clamped where it is shown). */
export function storedPage(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}
