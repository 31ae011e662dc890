import { useCallback, useEffect, useState } from 'react';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { arrangeActiveSurveys } from '../../lib/surveyOrdering';

export type SurveyListState = 'loading' | 'ready' | 'failed';

/** The member's active surveys for the surveys page, in that page's order (the widget shares the store). */
export function useSurveyList(userId: number | null) {
  const quests = useActiveSurveys((state) => state.quests);
  const refresh = useActiveSurveys((state) => state.refresh);
  const [state, setState] = useState<SurveyListState>('loading');

  const load = useCallback(async () => {
    if (userId === null) return;
    setState('loading');
    setState((await refresh(userId)) ? 'ready' : 'failed');
  }, [userId, refresh]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // The last list this device saw is still worth showing when a refresh failed (offline).
  const surveys = quests ? arrangeActiveSurveys(quests).surveysPage : null;
  return { state: surveys && state === 'failed' ? 'stale' as const : state, surveys, retry: () => void load() };
}
