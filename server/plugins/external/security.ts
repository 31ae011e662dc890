import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from './rate-limit-store';

/** The CSP the app runs under: everything from our own origin; Firebase endpoints for push. */
export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https://fcmregistrations.googleapis.com', 'https://firebaseinstallations.googleapis.com'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

export async function registerSecurity(app: FastifyInstance, options: { rateLimitDisabled: boolean; redisUrl?: string }): Promise<void> {
  await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  // Limits are per route (config.rateLimit); counters live in memory on one instance, or in Redis.
  if (!options.rateLimitDisabled) await app.register(rateLimit, { global: false, ...rateLimitStore(app, options.redisUrl) });
}
