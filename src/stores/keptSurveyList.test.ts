import { describe, expect, it, vi } from 'vitest';
import { cachedSurveyList, rememberSurveyList } from './keptSurveyList';

// The device's IndexedDB as a map.
const records = vi.hoisted(() => {
  vi.stubGlobal('indexedDB', {});
  return new Map<string, unknown>();
});
vi.mock('idb-keyval', async () => (await import('../offline/memoryIdbKeyval')).memoryIdbKeyval(records));

describe('the survey list kept on the device', () => {
  it('is kept per member', async () => {
    const quests = [{ quest_id: 1, quest_type: 'profile' }, { quest_id: 4, quest_type: 'short' }] as never;
    await rememberSurveyList(5, quests);
    expect(await cachedSurveyList(5)).toEqual(quests);
    expect(await cachedSurveyList(6)).toBeUndefined();
  });

  it.each([
    ['not a list', { quest_id: 1 }],
    ['a list with a null', [null]],
    ['a survey without its id', [{ quest_type: 'short' }]],
    ['a survey with a text id', [{ quest_id: '1', quest_type: 'short' }]],
    ['a survey without its type', [{ quest_id: 1 }]],
  ])('is no list when the stored record is damaged: %s', async (_case, record) => {
    records.set('surveyList:9', record);
    expect(await cachedSurveyList(9)).toBeUndefined();
  });
});
