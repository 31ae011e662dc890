import { useCallback, useEffect, useState } from 'react';
import { loadFailure } from '../../api/loadFailure';
import { retryWhileBusy } from '../../lib/busyRetry';
import { useReloadWhenOnline } from '../../lib/useReloadWhenOnline';
import { useActiveSurveys } from '../../stores/activeSurveysStore';
import { arrangeActiveSurveys } from '../../lib/surveyOrdering';
import { cachedSurveyList } from '../../stores/keptSurveyList';

/** offline: the server could not be reached; failed: it answered with an error. */
export type SurveyListState = 'loading' | 'ready' | 'offline' | 'failed';

/**
 * The member's active surveys for the surveys page, in that page's order (the widget shares the
 * store), kept on the device for the next visit offline. A list that could not be loaded offline is
 * loaded again once the browser is back online, one a busy server refused after the wait it gave.
 */
export function useSurveyList(userId: number | null) {
  const quests = useActiveSurveys((state) => state.quests);
  const refresh = useActiveSurveys((state) => state.refresh);
  const [state, setState] = useState<SurveyListState>('loading');

  const load = useCallback(async () => {
    if (userId === null) return;
    setState('loading');
    const failure = await refresh(userId, retryWhileBusy);
    const offline = failure !== null && loadFailure(failure) === 'offline';
    // Offline after a reload: the list this device kept, until the server's.
    if (offline && useActiveSurveys.getState().quests === null) {
      const kept = await cachedSurveyList(userId);
      if (kept && useActiveSurveys.getState().quests === null) useActiveSurveys.setState({ quests: kept });
    }
    setState(failure === null ? 'ready' : offline ? 'offline' : 'failed');
  }, [userId, refresh]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);
  useReloadWhenOnline(state === 'offline', load);

  // The last list this device saw is still worth showing when a refresh failed.
  const surveys = quests ? arrangeActiveSurveys(quests).surveysPage : null;
  return { state, surveys, retry: () => void load() };
}
