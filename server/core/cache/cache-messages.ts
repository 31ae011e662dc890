/** The channel the database triggers (migration 0007) notify on. */
export const CACHE_CHANNEL = 'panelist_cache';

/** What a notification on the cache channel says changed. */
export type CacheMessage =
  | { kind: 'content' }
  | { kind: 'answers'; answers: { userId: number; questionId: number }[] }
  | { kind: 'members'; userIds: number[] | 'all' }
  | { kind: 'details'; userIds: number[] | 'all' }
  | { kind: 'sync'; marker: string }
  | { kind: 'unknown' };

const ids = (text: string): number[] => text.split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0);

/** Reads a payload the triggers (or an instance's sync marker) sent; anything else is 'unknown'. */
export function parseCacheMessage(payload: string): CacheMessage {
  const colon = payload.indexOf(':');
  const kind = colon < 0 ? payload : payload.slice(0, colon);
  const rest = colon < 0 ? '' : payload.slice(colon + 1);
  switch (kind) {
    case 'content':
      return { kind: 'content' };
    case 'members':
    case 'details':
      return { kind, userIds: rest === '*' ? 'all' : ids(rest) };
    case 'answers':
      return {
        kind: 'answers',
        answers: rest.split(',').map((pair) => pair.split(':').map(Number)).filter((pair): pair is [number, number] => pair.length === 2 && pair.every((n) => Number.isInteger(n) && n > 0))
          .map(([userId, questionId]) => ({ userId, questionId })),
      };
    case 'sync':
      return { kind: 'sync', marker: rest };
    default:
      return { kind: 'unknown' };
  }
}

/** A sync marker's payload: an instance sends it to learn when it has heard everything committed before. */
export const syncPayload = (marker: string): string => `sync:${marker}`;
