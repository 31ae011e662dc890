import { describe, expect, it } from 'vitest';
import { arrangeActiveSurveys, pinnedShown, questOneFirst } from './surveyOrdering';
import type { ActiveQuest } from '@contract/schemas/entities';

type QuestType = ActiveQuest['quest_type'];
const q = (quest_id: number, quest_type: QuestType) => ({ quest_id, quest_type });
const ids = (list: { quest_id: number }[]) => list.map((quest) => quest.quest_id);

describe('questOneFirst', () => {
  it('moves quest 1 to the front and keeps the rest in order', () => {
    expect(ids(questOneFirst([q(5, 'short'), q(1, 'standard'), q(3, 'test')]))).toEqual([1, 5, 3]);
    expect(ids(questOneFirst([q(5, 'short'), q(3, 'test')]))).toEqual([5, 3]);
  });
});

describe('arrangeActiveSurveys', () => {
  it('keeps profile surveys apart', () => {
    const arranged = arrangeActiveSurveys([q(4, 'profile'), q(2, 'short'), q(6, 'profile')]);
    expect(ids(arranged.profile)).toEqual([4, 6]);
  });

  it('pins short and standard surveys, with profile survey 1 at the front', () => {
    const arranged = arrangeActiveSurveys([q(2, 'short'), q(3, 'test'), q(1, 'profile'), q(7, 'standard'), q(8, 'forecast')]);
    expect(ids(arranged.pinned)).toEqual([1, 2, 7]);
  });

  it('appends the first profile survey when none has id 1', () => {
    const arranged = arrangeActiveSurveys([q(9, 'profile'), q(2, 'short'), q(5, 'profile'), q(7, 'standard')]);
    expect(ids(arranged.pinned)).toEqual([2, 7, 9]);
  });

  it('pins no profile survey when there is none', () => {
    expect(ids(arrangeActiveSurveys([q(3, 'test'), q(2, 'standard')]).pinned)).toEqual([2]);
  });

  it('puts quest 1 first even when it is not a profile survey', () => {
    const arranged = arrangeActiveSurveys([q(2, 'short'), q(1, 'standard')]);
    expect(ids(arranged.ordered)).toEqual([1, 2]);
    expect(ids(arranged.pinned)).toEqual([1, 2]);
  });

  it('lists short, profile, test and standard surveys on the surveys page, not forecasts', () => {
    const arranged = arrangeActiveSurveys([q(8, 'forecast'), q(2, 'short'), q(4, 'profile'), q(3, 'test'), q(7, 'standard')]);
    expect(ids(arranged.surveysPage)).toEqual([2, 4, 3, 7]);
  });
});

describe('pinnedShown', () => {
  const quest = (quest_id: number, quest_type: ActiveQuest['quest_type']) => ({ quest_id, quest_type });

  it('keeps an appended profile survey when the list is cut short', () => {
    const pinned = [quest(2, 'short'), quest(3, 'standard'), quest(4, 'short'), quest(7, 'profile')];
    expect(pinnedShown(pinned, 3).map((q) => q.quest_id)).toEqual([2, 3, 7]);
  });

  it('cuts a list without an appended profile survey at the start, and leaves a short list whole', () => {
    const pinned = [quest(1, 'profile'), quest(2, 'short'), quest(3, 'standard'), quest(4, 'short')];
    expect(pinnedShown(pinned, 3).map((q) => q.quest_id)).toEqual([1, 2, 3]);
    expect(pinnedShown(pinned.slice(0, 2), 3).map((q) => q.quest_id)).toEqual([1, 2]);
    expect(pinnedShown(pinned, 0)).toEqual([]);
  });
});
