import { get, set } from 'idb-keyval';
import type { ActiveQuest } from '@contract/schemas/entities';
import { safely } from '../offline/idbStorage';

/** The member's last list of active surveys (`surveyList:…`, in IndexedDB), shown offline after a reload. */
const listKey = (userId: number) => `surveyList:${userId}`;

export const rememberSurveyList = (userId: number, quests: readonly ActiveQuest[]) => safely(() => set(listKey(userId), quests), undefined);

export async function cachedSurveyList(userId: number): Promise<ActiveQuest[] | undefined> {
  const kept = await safely(() => get<unknown>(listKey(userId)), undefined);
  // Stored state is checked like any input: a damaged record is no list.
  return Array.isArray(kept) && kept.every((quest) => typeof quest === 'object' && quest !== null && typeof (quest as ActiveQuest).quest_id === 'number' && typeof (quest as ActiveQuest).quest_type === 'string')
    ? (kept as ActiveQuest[])
    : undefined;
}
