import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Where the rate-limit counters live: in memory (one instance), or in Redis when REDIS_URL is set,
 * so a limit holds across every instance behind a load balancer. A Redis that does not answer
 * within a moment fails the call fast; the limiter then lets the request through (skipOnError)
 * rather than taking the service down with it.
 */
export function rateLimitStore(app: FastifyInstance, redisUrl: string | undefined): { redis?: Redis; skipOnError?: boolean } {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, skipOnError: true };
}
