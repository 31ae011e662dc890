import { create } from 'zustand';

/**
 * Whether the member is being asked to confirm logging out. A store, not a menu's state: the menu
 * that asked closes (its items go) while the question stays on the screen.
 */
export const useSignOutConfirmation = create<{ asking: boolean; ask(): void; dismiss(): void }>((set) => ({
  asking: false,
  ask: () => set({ asking: true }),
  dismiss: () => set({ asking: false }),
}));
