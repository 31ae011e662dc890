import addFormats from 'ajv-formats';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Env } from './config/env';
import type { SiteConfig } from '@contract/schemas/site-config';
import type { Database } from './db/client';
import { createContainer, type Container } from './core/container';
import { installAdmissionControl } from './http/admission';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/error-handler';
import type { Mailer } from './core/messaging/mailer';
import type { SmsSender } from './core/messaging/sms-sender';
import type { PushSender } from './core/messaging/push-sender';
import { installBodyParsers } from './http/body-parsers';
import { installTextGuard } from './http/text-guard';
import type { Clock } from './lib/clock';
import { lazyChildLoggerFactory } from './lib/lazy-child-logger';
import { appLoggerOptions, type AppLoggerOptions } from './lib/log-options';
import { registerOpenApi } from './plugins/external/openapi';
import { registerSecurity } from './plugins/external/security';
import { registerStaticApp } from './plugins/external/static-app';
import { registerRoutes } from './routes/index';

export interface AppOptions {
  env: Env;
  siteConfig: SiteConfig;
  database: Database;
  /** Logger options (none: no log); every error logged goes through the app's error serializer. */
  logger?: AppLoggerOptions;
  mailer?: Mailer;
  sms?: SmsSender;
  push?: PushSender;
  /** Where the server reads the time (real unless a test moves it). */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    container: Container;
  }
}

/**
 * The longest a client may take to send a whole request (Fastify's default is no limit): a connection
 * that sends its request slowly, or stops half-way, is answered 408 and closed instead of held for
 * ever. Long enough for the largest body, a profile photo, from a phone on a slow uplink.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/** Builds the whole app without listening: main.ts listens, tests call it with inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: options.logger ? appLoggerOptions(options.logger) : false,
    // A request's logger is made when it writes a line: most write none.
    ...(options.logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    trustProxy: options.env.trustProxy,
    bodyLimit: 64 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Long enough for any e-mail in a path (validation then answers about it), shorter is a 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 320 },
    frameworkErrors,
    clientErrorHandler,
    // Request logs are debug lines (below): at the default level they cost nothing.
    logController: new LogController({ disableRequestLogging: true }),
    ajv: {
      // Reject, never coerce or silently drop: wrong types and unknown fields are a 400.
      // verbose: a refusal's message can name what its schema describes.
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false, verbose: true },
      plugins: [addFormats as never],
    },
  });
  const container = createContainer({ ...options, log: app.log });
  app.decorate('container', container);
  // The caches follow the database's notifications from before the first request to the close.
  await container.cache.start();
  app.addHook('onClose', () => container.cache.stop());
  await container.attempts.start();
  app.addHook('onClose', () => container.attempts.close());
  installErrorHandling(app);
  installAdmissionControl(app, options.env.maxInFlight);
  installTextGuard(app);
  installBodyParsers(app);
  if ((app.log as FastifyBaseLogger & { isLevelEnabled?(level: string): boolean }).isLevelEnabled?.('debug')) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime }, 'request completed');
      done();
    });
  }
  await registerSecurity(app, { rateLimitDisabled: options.env.rateLimitDisabled, redisUrl: options.env.redisUrl });
  await app.register(cookie);
  await registerOpenApi(app);
  app.get('/specific/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return container.siteConfig;
  });
  registerRoutes(app, container);
  await registerStaticApp(app, options.env.distDir, options.siteConfig);
  return app;
}
