import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** Whether a request is counted in flight. */
const COUNTED = Symbol('admission.counted');

declare module 'fastify' {
  interface FastifyRequest {
    [COUNTED]: boolean;
  }
}

/** Seconds a refused client is asked to wait: the queue drains in well under that. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Admission control: past `maxInFlight` API requests in progress, a new one is answered 503 with
 * Retry-After at once, rather than waiting seconds behind the others (and making them wait longer).
 * A request counts once its body has arrived: one whose client is slow to send it (or never does)
 * costs the server nothing meanwhile, and counted it would hold a place others need. Static files are
 * not counted: the app's shell stays reachable. 0 turns the bound off.
 */
export function installAdmissionControl(app: FastifyInstance, maxInFlight: number): { inFlight(): number } {
  let inFlight = 0;
  const release = (request: FastifyRequest) => {
    if (request[COUNTED] !== true) return;
    request[COUNTED] = false;
    inFlight -= 1;
  };
  if (maxInFlight > 0) {
    // A field every request is made with: on every request, cheaper than a WeakSet's add and delete.
    app.decorateRequest(COUNTED, false);
    // Callback hooks: on every request, a promise apiece is measurable work.
    app.addHook('preValidation', (request, reply, done) => {
      if (!request.url.startsWith('/rest/')) return done();
      if (inFlight >= maxInFlight) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return done(AppError.of(503, 'overloaded', 'The server is busy. Please try again in a moment.'));
      }
      inFlight += 1;
      request[COUNTED] = true;
      done();
    });
    app.addHook('onResponse', (request, _reply, done) => {
      release(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      release(request);
      done();
    });
  }
  return { inFlight: () => inFlight };
}
