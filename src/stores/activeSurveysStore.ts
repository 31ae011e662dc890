import { create } from 'zustand';
import type { ActiveQuest } from '@contract/schemas/entities';
import { call } from '../api/client';

interface ActiveSurveysState {
  quests: ActiveQuest[] | null;
  /** Reloads the member's active surveys (after sign-in, a language change, a finished survey): null, or why it failed. */
  refresh(userId: number): Promise<unknown>;
  clear(): void;
}

// Several screens refresh the list (and StrictMode twice): only the latest answer is kept.
let latestRefresh = 0;

export const useActiveSurveys = create<ActiveSurveysState>((set) => ({
  quests: null,
  async refresh(userId) {
    const run = ++latestRefresh;
    try {
      const quests = await call('getActiveQuests', { params: { id: String(userId) } });
      if (run === latestRefresh) set({ quests });
      return null;
    } catch (error) {
      // Keep what was shown; the surveys widget still links to the surveys page.
      return error;
    }
  },
  clear() {
    set({ quests: null });
  },
}));
