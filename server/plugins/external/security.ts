import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from './rate-limit-store';
import { clientAddressOf } from '../../lib/client-address';

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

/**
 * What a JSON answer of the API needs (OWASP's REST guidance): never sniffed, never framed, never
 * rendered with any resource, kept to our origin. A document's policy (scripts, styles, workers)
 * means nothing to JSON, and half the headers is half the work on every API response.
 */
export function apiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(pageHeaders['strict-transport-security'] ? { 'strict-transport-security': pageHeaders['strict-transport-security'] } : {}),
  };
}

export async function registerSecurity(app: FastifyInstance, options: { rateLimitDisabled: boolean; redisUrl?: string }): Promise<void> {
  const pageHeaders = await helmetHeaders();
  const forApi = apiHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/rest/') ? forApi : pageHeaders);
    done();
  });
  // Limits are per route (config.rateLimit); counters live in memory on one instance, or in Redis.
  // The machine's own requests are not a client's (see clientAddressOf).
  if (!options.rateLimitDisabled) {
    await app.register(rateLimit, { global: false, allowList: (request) => clientAddressOf(request).isOwnMachine, ...rateLimitStore(app, options.redisUrl) });
  }
}
