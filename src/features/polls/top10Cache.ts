import { set } from 'idb-keyval';
import { safely } from '../../offline/idbStorage';
import { checkedRecord, viewerKey } from '../../offline/cardCache';
import { isArrayOf, isQuestionCard, isRecord, isStats } from '../../offline/cardShapes';
import type { Top10 } from './api';

/** A top 10: its cards, each with its results. */
export function isTop10(value: unknown): value is Top10 {
  return isArrayOf(value, (entry) => isRecord(entry) && isQuestionCard(entry.card) && isStats(entry.stats));
}

/**
 * The last top 10 the signed-in member saw in a language, so the page opens offline (key
 * `top10:{viewer}:{language}`: the server picks it by the member's segments). Only the member area
 * reads it, so it stays out of the visitors' first load.
 */
export const rememberTop10 = (language: string, top10: Top10) => safely(() => set(viewerKey('top10', language), top10), undefined);
export const cachedTop10 = (language: string) => safely(() => checkedRecord(viewerKey('top10', language), isTop10), undefined);
