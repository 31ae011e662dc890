import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be fetched ahead of its first render. */
export type LazyComponent = ComponentType & { preload: () => Promise<unknown> };

/**
 * A component loaded on first use (each screen is its own chunk), so the first load of `/` and
 * `/login` carries only the shell (design.md section 8). Render it inside a Suspense boundary.
 */
export function lazyComponent<M extends Record<K, ComponentType>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyComponent {
  const component = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] })) as unknown as LazyComponent;
  component.preload = load;
  return component;
}
