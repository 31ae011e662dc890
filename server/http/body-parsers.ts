import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Refuses bytes that are not UTF-8: a lenient decoding would store each as a replacement mark. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A parser of the body's text: bytes that are not UTF-8 are a 400 (code invalidCharacter) naming why. */
function asText(parse: FastifyBodyParser<string>): FastifyBodyParser<Buffer> {
  return (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(AppError.of(400, 'invalidCharacter', 'The request body is not UTF-8 text: it contains bytes that are not characters.'), undefined);
    }
    return parse(request, text, done);
  };
}

/**
 * How request bodies are read, where Fastify's defaults refuse what common clients send:
 * - JSON as Fastify parses it (a `__proto__` or `constructor` key refused), except that an empty
 *   body sent as `application/json` counts as no body: many HTTP clients set that type on every
 *   call, bodyless POSTs (login by the Basic header, logout, conversions) included;
 * - a text body (a device token) without the spaces and line break around it, which a token copied
 *   or read from a file brings along;
 * - either refused when its bytes are not UTF-8, rather than stored with replacement marks.
 */
export function installBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const json = asText((request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body, done);
  });
  const text = asText((_request, body, done) => done(null, body.trim()));
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, json);
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, text);
}
