import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be fetched ahead of its first render. */
export type LazyComponent<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

export type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : object;

/**
 * A component loaded on first use (each screen is its own chunk), so the first load of `/` and
 * `/login` carries only the shell. Render it inside a Suspense boundary.
 */
export function lazyComponent<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyComponent<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  const component = lazy(async (): Promise<{ default: ComponentType<P> }> => ({ default: (await load())[name] as unknown as ComponentType<P> })) as unknown as LazyComponent<P>;
  component.preload = load;
  return component;
}
