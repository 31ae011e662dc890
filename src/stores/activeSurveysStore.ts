import { create } from 'zustand';
import type { ActiveQuest } from '@contract/schemas/entities';
import { call } from '../api/client';
import { rememberSurveyList } from './keptSurveyList';

interface ActiveSurveysState {
  quests: ActiveQuest[] | null;
  /**
   * Reloads the member's active surveys (after sign-in, a language change, a finished survey): null,
   * or why it failed. `fetching` wraps the call (a screen that waits out a busy server). Whichever
   * screen asked, the list loaded is kept on the device for the surveys page offline.
   */
  refresh(userId: number, fetching?: (load: () => Promise<ActiveQuest[]>) => Promise<ActiveQuest[]>): Promise<unknown>;
  clear(): void;
}

// Several screens refresh the list (and StrictMode twice): only the latest answer is kept.
let latestRefresh = 0;

export const useActiveSurveys = create<ActiveSurveysState>((set) => ({
  quests: null,
  async refresh(userId, fetching = (load) => load()) {
    const run = ++latestRefresh;
    try {
      const quests = await fetching(() => call('getActiveQuests', { params: { id: String(userId) } }));
      if (run === latestRefresh) {
        set({ quests });
        void rememberSurveyList(userId, quests);
      }
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
