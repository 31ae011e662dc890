import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldFetch } from '../testing/heldFetch';
import { useActiveSurveys } from './activeSurveysStore';
import { cachedSurveyList } from './keptSurveyList';

// The device's IndexedDB as a map.
const records = vi.hoisted(() => {
  vi.stubGlobal('indexedDB', {});
  return new Map<string, unknown>();
});
vi.mock('idb-keyval', async () => (await import('../offline/memoryIdbKeyval')).memoryIdbKeyval(records));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('indexedDB', {});
  records.clear();
});

describe('active surveys store', () => {
  it('keeps the latest refresh when an earlier one answers after it', async () => {
    const { answers } = heldFetch();
    const first = useActiveSurveys.getState().refresh(7);
    const second = useActiveSurveys.getState().refresh(7);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(json([]));
    await second;
    answers[0]!(json([{ quest_id: 1 }]));
    await first;
    expect(useActiveSurveys.getState().quests).toEqual([]);
  });

  it('keeps the list it loaded on the device for its member, whichever screen asked; a failed load keeps the last one', async () => {
    const { answers } = heldFetch();
    const loading = useActiveSurveys.getState().refresh(7);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(json([{ quest_id: 3, quest_type: 'short' }]));
    expect(await loading).toBeNull();
    await vi.waitFor(async () => expect(await cachedSurveyList(7)).toEqual([{ quest_id: 3, quest_type: 'short' }]));
    expect(await cachedSurveyList(8)).toBeUndefined();

    const failing = useActiveSurveys.getState().refresh(7);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
    expect(await failing).not.toBeNull();
    expect(await cachedSurveyList(7)).toEqual([{ quest_id: 3, quest_type: 'short' }]);
  });
});
