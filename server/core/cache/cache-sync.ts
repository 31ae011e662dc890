import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Listener } from '../../db/client';
import { CACHE_CHANNEL, parseCacheMessage, syncPayload } from './cache-messages';
import type { MemberCache } from './member-cache';
import type { PollCatalogue } from './poll-catalogue';

/** How long `settle` waits for its own marker before it gives up waiting (the caches stay correct, only later). */
const SETTLE_TIMEOUT_MS = 5000;

/**
 * Keeps this instance's caches in step with the database through LISTEN/NOTIFY: the triggers of
 * migration 0007 say what changed, whoever wrote it. A lost listener connection empties the caches.
 */
export function createCacheSync(deps: { database: Database; catalogue: PollCatalogue; members: MemberCache; log: FastifyBaseLogger }) {
  const { database, catalogue, members } = deps;
  const instance = randomBytes(6).toString('hex');
  const waiting = new Map<string, () => void>();
  let listener: Listener | undefined;
  let markers = 0;

  function onPayload(payload: string): void {
    const message = parseCacheMessage(payload);
    switch (message.kind) {
      case 'content':
        catalogue.invalidate();
        members.forgetAllDetails();
        return;
      case 'answers':
        members.addAnswers(message.answers);
        return;
      case 'members':
        if (message.userIds === 'all') members.forgetAll();
        else for (const userId of message.userIds) members.forgetMember(userId);
        return;
      case 'details':
        if (message.userIds === 'all') members.forgetAllDetails();
        else for (const userId of message.userIds) members.forgetDetails(userId);
        return;
      case 'sync':
        waiting.get(message.marker)?.();
        return;
      default:
        deps.log.warn({ payload }, 'unknown cache notification');
    }
  }

  function onLost(): void {
    deps.log.warn('cache listener reconnected: caches emptied');
    catalogue.invalidate();
    members.forgetAll();
  }

  return {
    get listening(): boolean {
      return listener !== undefined;
    },

    async start(): Promise<void> {
      listener ??= await database.listen(CACHE_CHANNEL, onPayload, onLost);
    },

    async stop(): Promise<void> {
      await listener?.stop();
      listener = undefined;
    },

    /**
     * Resolves once this instance has heard every notification committed before the call: for a
     * writer outside this instance (another process, or SQL in a test) that must be seen at once.
     */
    async settle(): Promise<void> {
      if (!listener) return;
      markers += 1;
      const marker = `${instance}-${markers}`;
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
        waiting.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${syncPayload(marker)})`);
      await heard;
      waiting.delete(marker);
    },
  };
}
export type CacheSync = ReturnType<typeof createCacheSync>;
