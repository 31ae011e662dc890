import { useEffect, useState } from 'react';
import { fetchQuest } from './api';
import { outcomeFromQuest, type RunOutcome } from './runRules';

export interface FinishedQuest {
  outcome: RunOutcome;
  title: string;
  questType: string;
}

/** How the member's run of a quest ended (the thank-you page); null while unknown or when it cannot be read. */
export function useQuestOutcome(questId: number | null): FinishedQuest | null {
  const [finished, setFinished] = useState<FinishedQuest | null>(null);
  useEffect(() => {
    if (questId === null) return;
    let current = true;
    fetchQuest(questId)
      .then((quest) => {
        const outcome = outcomeFromQuest(quest);
        if (current && outcome) setFinished({ outcome, title: quest.quest_title, questType: quest.quest_type });
      })
      // Offline or no such quest: the page keeps its general thanks.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [questId]);
  return finished;
}
