import { lazyComponent } from '../../lib/lazyComponent';

/**
 * The member's frame (AppLayout: sidebars, widgets, profile menu, the answer queue's count) is its own
 * chunk, so a visitor's first load of / and /login never carries it.
 */
export const AppLayout = lazyComponent(() => import('./AppLayout'), 'AppLayout');

/** Starts fetching the member's frame (the boot does it for member paths). */
export const preloadMemberLayout = (): Promise<unknown> => AppLayout.preload();
