import { del, get, set } from 'idb-keyval';
import { safely } from '../../offline/idbStorage';
import type { QuestDetails } from './api';
import type { GivenAnswer } from './runRules';

/**
 * What the runner keeps on the device, per member and quest, so a survey resumes where the member
 * left off after a reload, online or offline: the quest and the answers known (`surveyRun:…`), and
 * the question on screen (`surveyPosition:…`).
 */
export interface CachedRun {
  quest: QuestDetails;
  answers: GivenAnswer[];
}

const runKey = (userId: number, questId: number) => `surveyRun:${userId}:${questId}`;
const positionKey = (userId: number, questId: number) => `surveyPosition:${userId}:${questId}`;

export const rememberRun = (userId: number, run: CachedRun) => safely(() => set(runKey(userId, run.quest.quest_id), run), undefined);
export const cachedRun = (userId: number, questId: number) => safely(() => get<CachedRun>(runKey(userId, questId)), undefined);

export const savePosition = (userId: number, questId: number, index: number) => safely(() => set(positionKey(userId, questId), index), undefined);
export const savedPosition = (userId: number, questId: number) => safely(() => get<number>(positionKey(userId, questId)), undefined);

/** A finished run: its position is no longer needed. */
export const forgetPosition = (userId: number, questId: number) => safely(() => del(positionKey(userId, questId)), undefined);
