import Fastify, { type FastifyInstance } from 'fastify';
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

const helmetOptions = { contentSecurityPolicy, crossOriginEmbedderPolicy: false };

/** Headers a response has whether or not helmet ran: not helmet's to give. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sends with our options. They depend on nothing in the request, so
 * they are taken once from one response of a throwaway instance, instead of helmet building its
 * middleware again for every request.
 */
export async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => 'probe');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers).filter((entry): entry is [string, string] => !NOT_HELMETS.has(entry[0]) && typeof entry[1] === 'string'),
  );
}

export async function registerSecurity(app: FastifyInstance, options: { rateLimitDisabled: boolean; redisUrl?: string }): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Limits are per route (config.rateLimit); counters live in memory on one instance, or in Redis.
  if (!options.rateLimitDisabled) await app.register(rateLimit, { global: false, ...rateLimitStore(app, options.redisUrl) });
}
