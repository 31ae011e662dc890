import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent, type PropsOf } from './lazyComponent';

/** What stands in for a component whose code could not be fetched. */
const Nothing = () => null;

/**
 * A lazily loaded component the page can do without (a prompt, the toasts, the document's title):
 * if its code cannot be fetched, it renders nothing instead of taking the app down. Render it
 * inside a Suspense boundary.
 */
export function optionalLazy<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyComponent<PropsOf<M[K]>> {
  return lazyComponent(() => load().catch(() => ({ [name]: Nothing }) as unknown as M), name);
}
