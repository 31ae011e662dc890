import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first render that the page can do without (a prompt, the document's
 * title): if its code cannot be fetched, it renders nothing instead of taking the app down.
 * Render it inside a Suspense boundary.
 */
export function optionalLazy<M extends Record<K, ComponentType<object>>, K extends keyof M & string>(load: () => Promise<M>, name: K): ComponentType<object> {
  return lazy(async (): Promise<{ default: ComponentType<object> }> => {
    try {
      return { default: (await load())[name] };
    } catch {
      return { default: () => null };
    }
  });
}
