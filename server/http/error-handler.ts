import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { ErrorCode } from '@contract/schemas/errors';
import { AppError } from '../lib/app-error';
import { describeValidation, type ValidationIssue } from '../lib/validation-message';
import { isPageAddress } from '@contract/rules/page-address';
import { publicCardPath, sharedCardIdSegment } from '@contract/rules/public-card-path';
import { isOwnSitePath, pathOf, reencodedQueryOf } from '../lib/page-address';

function body(statusCode: number, code: number, message: string) {
  return { code, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** A body the JSON parser refused: broken JSON, or a key that could reach an object's prototype. */
export const INVALID_JSON_MESSAGE = 'The body is not valid JSON, or it holds a key that is not allowed (__proto__ or constructor).';

/** A body of a type no call reads (a form, XML, JSON in another character set): what to send instead. */
export const UNSUPPORTED_BODY_MESSAGE = 'The body must be JSON in UTF-8 (Content-Type: application/json), or plain text (text/plain) where a call takes text.';

/** Every failure answers `{ code, error, message }`; a 500 never carries internals. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ ...error.details, ...body(error.statusCode, error.code, error.message) });
    }
    if (error.validation) {
      return reply.status(400).send(body(400, ErrorCode.badInput, describeValidation(error.validation as ValidationIssue[], error.validationContext ?? 'input')));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body(429, ErrorCode.throttled, 'Too many attempts. Please wait and try again.'));
    if (status === 413) return reply.status(413).send(body(413, ErrorCode.payloadTooLarge, 'The request is too large.'));
    if (status === 415) return reply.status(415).send(body(415, ErrorCode.badInput, UNSUPPORTED_BODY_MESSAGE));
    if (status >= 400 && status < 500) {
      const code = status === 404 ? ErrorCode.notFound : status === 401 ? ErrorCode.unauthorized : status === 403 ? ErrorCode.forbidden : ErrorCode.badInput;
      // Fastify's other 4xx messages say nothing internal. Its JSON parser also refuses a
      // `__proto__` or `constructor` key, which its message does not name.
      const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? INVALID_JSON_MESSAGE : error.message;
      return reply.status(status).send(body(status, code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(500, ErrorCode.internal, 'Something went wrong on our side. Please try again.'));
  });
}

/** The same address with every `%` taken literally: one the router reads, showing what was typed. */
export const withLiteralPercents = (url: string): string => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return path.replaceAll('%', '%25') + (queryAt === -1 ? '' : url.slice(queryAt));
};

/**
 * Errors the router raises before any route runs (a malformed or over-long path): same body shape.
 * A page address with a broken escape (typed or pasted into the browser) is sent on to the same
 * address with its `%` signs escaped, where the app shows what it shows for any unknown page; one a
 * browser would take for another site's (`//host/%`, `/\host/%`) goes to the home page instead.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const status = error.statusCode === 414 ? 414 : 400;
  if (status === 400 && request.method === 'GET' && isPageAddress(pathOf(request.url))) {
    const target = withLiteralPercents(request.url);
    return void (reply as unknown as FastifyReply).redirect(isOwnSitePath(target) ? target : '/');
  }
  // A shared card link is opened in a browser too: a broken one goes to the public card screen,
  // which says the card is not there (an id too long for an address, to the home page).
  const sharedCard = request.method === 'GET' ? sharedCardIdSegment(pathOf(request.url)) : null;
  if (sharedCard !== null) {
    // Always the site's own path: it starts with the public card screen's.
    const target = status === 414 ? '/' : withLiteralPercents(publicCardPath(sharedCard)) + reencodedQueryOf(request.url);
    return void (reply as unknown as FastifyReply).redirect(target);
  }
  const message = status === 414 ? 'A value in the address is too long.' : 'The address is not valid.';
  void (reply as unknown as FastifyReply).status(status).send(body(status, ErrorCode.badInput, message));
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or an address past its
 * limit, a malformed request line, a request that never finished arriving): the same body shape,
 * written on the socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'The address or the headers of the request are too long.']
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'The request took too long to arrive.']
    : [400, 'The request is not valid HTTP.'];
  const payload = JSON.stringify(body(status, ErrorCode.badInput, message));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`);
  }
  socket.destroy(error);
}
