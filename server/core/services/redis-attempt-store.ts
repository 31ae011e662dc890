import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';
import { memoryAttemptStore, type AttemptStore } from './attempt-limiter';
import { warnOncePerOutage } from '../../lib/redis-outage-log';

/**
 * An attempt counted before its check, in one step with the check: refused (the counter's time
 * left, nothing counted) when the window holds `max` failures; else counted, a new window when
 * there is none (or one without an expiry). Returns 0 when counted.
 */
const CLAIM = `
local remaining = redis.call('PTTL', KEYS[1])
if remaining <= 0 then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[1])
  return 0
end
if tonumber(redis.call('GET', KEYS[1])) >= tonumber(ARGV[2]) then return remaining end
redis.call('INCR', KEYS[1])
return 0`;

/** One attempt fewer in a live window, never below none (DECR keeps the expiry). */
const TAKE_BACK = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

// Hashed: keys hold e-mail addresses and device cookies, which Redis need not see, of any length.
const redisKey = (name: string, key: string): string => `panelist:attempts:${name}:${createHash('sha256').update(key).digest('base64url')}`;

/**
 * Windows in Redis, shared by every instance on it, timed by Redis's own expiry (never this
 * machine's clock). A Redis that does not answer lets the attempt through with a warning, as the
 * rate-limit store does: the lockout in the database still holds, and sign-in stays up.
 */
export function redisAttemptStore(redis: Redis, log: Pick<FastifyBaseLogger, 'warn'>): AttemptStore {
  const warn = (error: unknown) => log.warn({ err: error }, 'attempt counters (Redis) unavailable: attempt allowed');
  return {
    limiter(name, policy) {
      return {
        async claim(key) {
          try {
            return Number(await redis.eval(CLAIM, 1, redisKey(name, key), policy.windowMs, policy.max));
          } catch (error) {
            warn(error);
            return 0;
          }
        },
        async takeBack(key) {
          try {
            await redis.eval(TAKE_BACK, 1, redisKey(name, key));
          } catch (error) {
            warn(error);
          }
        },
      };
    },
    async start() {
      await redis.connect().catch((error: unknown) => log.warn({ err: error }, 'attempt counters (Redis) unavailable at start: attempts allowed until it answers'));
    },
    async close() {
      // Never connected (lazyConnect, no failure yet): nothing to say goodbye to.
      if (redis.status === 'wait') return redis.disconnect();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when REDIS_URL is set (one connection for every limiter), else this instance's memory. */
export function createAttemptStore(options: { redisUrl: string | undefined; clock: Clock; log: FastifyBaseLogger }): AttemptStore {
  if (!options.redisUrl) return memoryAttemptStore({ now: () => options.clock.now() });
  // Connected by start() (a CLI command never counts attempts, so never connects). While Redis is
  // away, calls fail at once rather than queue for it (ioredis reconnects meanwhile), and a stalled
  // one fails within a moment: a sign-in never waits on it.
  const redis = new Redis(options.redisUrl, { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 500, commandTimeout: 500, maxRetriesPerRequest: 1 });
  warnOncePerOutage(redis, options.log, 'attempt counters (Redis) unavailable');
  return redisAttemptStore(redis, options.log);
}
