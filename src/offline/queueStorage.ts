import { del, get, getMany, keys, set } from 'idb-keyval';

/** One queued answer, as persisted: one idb-keyval record per answer under `answer:{answerId}`. */
export interface QueuedAnswer {
  /** Client-made UUID: the server accepts a repeat of it once (idempotent). */
  answerId: string;
  questionId: number;
  choiceValues: number[];
  answeredAt: string;
  /** Who answered: the answer is only ever sent with this user's credentials. */
  userId: number;
  /** Guests answer public cards through `widget/{id}/answer`; members through `questions/answer`. */
  viaWidget: boolean;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  /** Set at the first send: from then on the record's payload never changes (frozen). */
  firstSentAt: number | null;
  /** Until when the server asked us to wait (Retry-After): a reconnect does not send it earlier. */
  serverWaitUntil?: number;
  /** The HTTP status of the last send that failed and will be retried (0: no network): says why it still waits. */
  lastFailedStatus?: number;
  /**
   * The server's code of a permanent rejection that no page has shown yet (the service worker
   * cannot show it): kept until a page shows it, then removed. Never sent again.
   */
  rejectedCode?: number;
}

export interface QueueStorage {
  list(): Promise<QueuedAnswer[]>;
  read(answerId: string): Promise<QueuedAnswer | undefined>;
  write(item: QueuedAnswer): Promise<void>;
  remove(answerId: string): Promise<void>;
}

export const ANSWER_KEY_PREFIX = 'answer:';
const keyOf = (answerId: string) => `${ANSWER_KEY_PREFIX}${answerId}`;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
/** A date as the queue writes it (an ISO text): one that names no time would break every screen showing it. */
const isDateText = (value: unknown): boolean => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * Schema check of a persisted record: every field the queue and My activity read (a record without
 * its attempts would never fall due again; one without answeredAt would break My activity's order).
 * A record that fails it is left alone: never listed, shown or sent.
 */
export function isQueuedAnswer(value: unknown): value is QueuedAnswer {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<QueuedAnswer>;
  return typeof item.answerId === 'string' && Number.isInteger(item.questionId)
    && Array.isArray(item.choiceValues) && item.choiceValues.every((choice) => Number.isInteger(choice))
    && isDateText(item.answeredAt) && Number.isInteger(item.userId) && typeof item.viaWidget === 'boolean'
    && isTime(item.createdAt) && isCount(item.attempts) && isTime(item.nextAttemptAt)
    && (item.firstSentAt === null || isTime(item.firstSentAt))
    && (item.serverWaitUntil === undefined || isTime(item.serverWaitUntil))
    && (item.rejectedCode === undefined || typeof item.rejectedCode === 'number');
}

/** The queue in IndexedDB (the default idb-keyval store), shared by every tab and the service worker. */
export const idbQueueStorage: QueueStorage = {
  async list() {
    const answerKeys = (await keys()).filter((key): key is string => typeof key === 'string' && key.startsWith(ANSWER_KEY_PREFIX));
    const records = await getMany<unknown>(answerKeys);
    return records.filter(isQueuedAnswer);
  },
  async read(answerId) {
    const value = await get<unknown>(keyOf(answerId));
    return isQueuedAnswer(value) ? value : undefined;
  },
  write: (item) => set(keyOf(item.answerId), item),
  remove: (answerId) => del(keyOf(answerId)),
};

/** An in-memory queue storage, for tests and for browsers without IndexedDB. */
export function memoryQueueStorage(): QueueStorage & { records: Map<string, QueuedAnswer> } {
  const records = new Map<string, QueuedAnswer>();
  return {
    records,
    list: async () => [...records.values()].map((item) => structuredClone(item)),
    read: async (answerId) => {
      const item = records.get(answerId);
      return item ? structuredClone(item) : undefined;
    },
    write: async (item) => void records.set(item.answerId, structuredClone(item)),
    remove: async (answerId) => void records.delete(answerId),
  };
}

/**
 * IndexedDB where the browser allows it, else memory: where it refuses the page its storage (a
 * partner site's iframe with third-party storage blocked), answers are still queued and sent, though
 * none outlives the page. The first operation decides, once: a failure of a storage that has worked
 * is the caller's to see, as without the fallback, so a passing error never moves the queue away
 * from what the other tabs and the worker share.
 */
export function storageWithFallback(primary: QueueStorage, fallback: QueueStorage): QueueStorage {
  let granted: boolean | null = null;
  const attempt = async <T>(operation: (storage: QueueStorage) => Promise<T>): Promise<T> => {
    if (granted === null) {
      try {
        const result = await operation(primary);
        granted ??= true;
        return result;
      } catch (error) {
        if (granted === true) throw error;
        granted = false;
      }
    }
    return operation(granted ? primary : fallback);
  };
  return {
    list: () => attempt((storage) => storage.list()),
    read: (answerId) => attempt((storage) => storage.read(answerId)),
    write: (item) => attempt((storage) => storage.write(item)),
    remove: (answerId) => attempt((storage) => storage.remove(answerId)),
  };
}
