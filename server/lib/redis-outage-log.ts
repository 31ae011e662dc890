import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Says once that Redis is unavailable, not at each of ioredis' reconnection attempts (several a
 * second while it is away), and once more should it fail again after coming back.
 */
export function warnOncePerOutage(redis: Redis, log: FastifyBaseLogger, message: string): void {
  let reported = false;
  redis.on('ready', () => {
    reported = false;
  });
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log.warn({ err: error }, message);
  });
}
