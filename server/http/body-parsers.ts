import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/**
 * How request bodies are read, where Fastify's defaults refuse what common clients send:
 * - JSON as Fastify parses it (a `__proto__` or `constructor` key refused), except that an empty
 *   body sent as `application/json` counts as no body: many HTTP clients set that type on every
 *   call, bodyless POSTs (login by the Basic header, logout, conversions) included;
 * - a text body (a device token) without the spaces and line break around it, which a token copied
 *   or read from a file brings along.
 */
export function installBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const json: FastifyBodyParser<string> = (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body, done);
  };
  const text: FastifyBodyParser<string> = (_request, body, done) => done(null, body.trim());
  app.addContentTypeParser('application/json', { parseAs: 'string' }, json);
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, text);
}
