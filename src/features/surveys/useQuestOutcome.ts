import { useCallback, useEffect, useState } from 'react';
import { loadFailure } from '../../api/loadFailure';
import { useLatestRun } from '../../lib/useLatestRun';
import { useReloadWhenOnline } from '../../lib/useReloadWhenOnline';
import { fetchActiveQuests, fetchQuest } from './api';
import { outcomeFromQuest, type RunOutcome } from './runRules';

export type QuestOutcomeState =
  | { kind: 'loading' }
  | { kind: 'finished'; outcome: RunOutcome; title: string; questType: string }
  /** No such quest, not one for this member, or one they have not finished. */
  | { kind: 'notFinished' }
  /** Whether the member finished it cannot be told now: offline (the server could not be reached), or a failed call. */
  | { kind: 'unknown'; offline: boolean };

async function readOutcome(userId: number, questId: number): Promise<QuestOutcomeState> {
  try {
    // A quest still open to the member is unfinished; reading its details would start their run.
    if ((await fetchActiveQuests(userId)).some((quest) => quest.quest_id === questId)) return { kind: 'notFinished' };
    const quest = await fetchQuest(questId);
    const outcome = outcomeFromQuest(quest);
    return outcome ? { kind: 'finished', outcome, title: quest.quest_title, questType: quest.quest_type } : { kind: 'notFinished' };
  } catch (error) {
    const failure = loadFailure(error);
    return failure === 'missing' ? { kind: 'notFinished' } : { kind: 'unknown', offline: failure === 'offline' };
  }
}

/** How the member's run of a quest ended (the thank-you page), as the server tells it. */
export function useQuestOutcome(userId: number | null, questId: number | null) {
  const [state, setState] = useState<QuestOutcomeState>({ kind: 'loading' });
  const beginLoad = useLatestRun();

  const load = useCallback(async () => {
    if (userId === null || questId === null) return;
    // Only the latest load is shown (StrictMode runs the effect twice; a retry may overtake it).
    const signal = beginLoad();
    const show = (next: QuestOutcomeState) => !signal.aborted && setState(next);
    show({ kind: 'loading' });
    show(await readOutcome(userId, questId));
  }, [userId, questId, beginLoad]);

  useEffect(() => {
    void load();
  }, [load]);
  useReloadWhenOnline(state.kind === 'unknown' && state.offline, load);

  const shown: QuestOutcomeState = questId === null ? { kind: 'notFinished' } : state;
  return { state: shown, retry: () => void load() };
}
