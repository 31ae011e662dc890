import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldFetch } from '../testing/heldFetch';
import { useActiveSurveys } from './activeSurveysStore';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

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
});
