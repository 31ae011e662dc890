import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { warnOncePerOutage } from '../../lib/redis-outage-log';

/** How long start-up waits for Redis before serving without it (requests are then let through). */
const CONNECT_WAIT_MS = 1_000;

/**
 * Where the rate-limit counters live: in memory (one instance), or in Redis when REDIS_URL is set,
 * so a limit holds across every instance behind a load balancer. A Redis that does not answer
 * within a moment, or is away, fails the call at once (no queue waiting for a reconnection); the
 * limiter then lets the request through (skipOnError) rather than taking the service down with it.
 */
export function rateLimitStore(app: FastifyInstance, redisUrl: string | undefined): { redis?: Redis; skipOnError?: boolean } {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, { connectTimeout: 500, commandTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  warnOncePerOutage(redis, app.log, 'rate-limit store (Redis) unavailable');
  // Without the offline queue a request before the connection would go uncounted: the first ones wait for it, briefly.
  app.addHook('onReady', async () => {
    if (redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CONNECT_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, skipOnError: true };
}
