import { get, set } from 'idb-keyval';
import { safely } from '../../offline/idbStorage';
import type { QuestDetails } from './api';
import type { GivenAnswer } from './runRules';

/**
 * What the runner keeps on the device, per member and quest, so a survey resumes where the member
 * left off after a reload, online or offline: the quest and the answers known (`surveyRun:…`, in
 * IndexedDB), and the question on screen (`surveyPosition:…`, in localStorage).
 */
export interface CachedRun {
  quest: QuestDetails;
  answers: GivenAnswer[];
}

const runKey = (userId: number, questId: number) => `surveyRun:${userId}:${questId}`;
const positionKey = (userId: number, questId: number) => `surveyPosition:${userId}:${questId}`;

export const rememberRun = (userId: number, run: CachedRun) => safely(() => set(runKey(userId, run.quest.quest_id), run), undefined);
export const cachedRun = (userId: number, questId: number) => safely(() => get<CachedRun>(runKey(userId, questId)), undefined);

/**
 * The position is written synchronously (localStorage), so a reload right after Back or Next finds
 * it: an IndexedDB write still in flight when the page unloads is lost. Where the browser refuses
 * the page its storage, nothing is kept and the run resumes at the first unanswered question.
 */
function withPositions<T>(work: (storage: Storage) => T, fallback: T): T {
  try {
    return work(window.localStorage);
  } catch {
    return fallback;
  }
}

export const savePosition = (userId: number, questId: number, index: number) =>
  withPositions((storage) => storage.setItem(positionKey(userId, questId), String(index)), undefined);

/** The saved position, or none when there is none or it is not a whole number (damaged). */
export const savedPosition = (userId: number, questId: number): number | undefined =>
  withPositions((storage) => {
    const stored = storage.getItem(positionKey(userId, questId));
    return stored !== null && /^\d{1,4}$/.test(stored) ? Number(stored) : undefined;
  }, undefined);

/** A finished run: its position is no longer needed. */
export const forgetPosition = (userId: number, questId: number) => withPositions((storage) => storage.removeItem(positionKey(userId, questId)), undefined);
