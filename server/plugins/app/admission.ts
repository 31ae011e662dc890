import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** Seconds a refused client is asked to wait: the queue drains in well under that. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Admission control: past `maxInFlight` API requests in progress, a new one is answered 503 with
 * Retry-After at once, rather than waiting seconds behind the others (and making them wait longer).
 * Static files are not counted: the app's shell stays reachable. 0 turns the bound off.
 */
export function installAdmissionControl(app: FastifyInstance, maxInFlight: number): { inFlight(): number } {
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight -= 1;
  };
  if (maxInFlight > 0) {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/rest/')) return;
      if (inFlight >= maxInFlight) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw AppError.of(503, 'overloaded', 'The server is busy. Please try again in a moment.');
      }
      inFlight += 1;
      counted.add(request);
    });
    app.addHook('onResponse', async (request) => release(request));
    app.addHook('onRequestAbort', async (request) => release(request));
  }
  return { inFlight: () => inFlight };
}
