import { create } from 'zustand';
import type { ActiveQuest } from '../../../server/contract/entities';
import { call } from '../../api/client';

interface ActiveSurveysState {
  quests: ActiveQuest[] | null;
  /** Reloads the member's active surveys (after sign-in and after a language change). */
  refresh(userId: number): Promise<void>;
  clear(): void;
}

export const useActiveSurveys = create<ActiveSurveysState>((set) => ({
  quests: null,
  async refresh(userId) {
    try {
      const quests = await call('getActiveQuests', { params: { id: String(userId) } });
      set({ quests });
    } catch {
      // Keep what was shown; the surveys widget still links to the surveys page.
    }
  },
  clear() {
    set({ quests: null });
  },
}));

/** Surveys the member can still open (not completed, screened out or flagged). */
export function openSurveys(quests: readonly ActiveQuest[]): ActiveQuest[] {
  return quests.filter((quest) => quest.quest_type !== 'forecast' && (quest.status === 'new' || quest.status === 'started'));
}
