import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** What buildApp takes as its logger's options (Fastify's, without the on/off booleans). */
export type AppLoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * Fields that hold the values a failed query carried: Drizzle's `params` (and PGlite's, on the
 * cause), and PostgreSQL's `detail`, which quotes the failing key or the whole failing row. Logged,
 * they would put e-mails, password hashes, names and phones in the error log.
 */
const QUERY_VALUE_FIELDS = new Set(['params', 'detail']);

/** Drizzle writes a failed query's values in the message itself, after the query text. */
const PARAMS_LINE = '\nparams: ';

interface ErrorLike {
  message: string;
  name?: unknown;
  stack?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

const withoutParamsLine = (text: string): string => {
  const at = text.indexOf(PARAMS_LINE);
  return at === -1 ? text : text.slice(0, at);
};

/** The stack with its first line (name and message) rewritten; only the frames are kept when it does not start with them. */
function stackWithMessage(error: ErrorLike, message: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const name = typeof error.name === 'string' ? error.name : 'Error';
  const header = `${name}: ${error.message}`;
  if (error.stack.startsWith(header)) return `${name}: ${message}${error.stack.slice(header.length)}`;
  return [`${name}: ${message}`, ...error.stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n');
}

/**
 * A copy of the error, of the same class, without the query values: the fields above dropped, the
 * params line cut from the message and the stack (wherever a message carries one, a wrapper's
 * included), and the same done to every error it holds (its cause chain, an AggregateError's
 * errors). The error itself is left as it is: it may still be handled or rethrown.
 */
function withoutQueryValues(error: ErrorLike, copies: Map<object, object>): object {
  const known = copies.get(error);
  if (known) return known;
  const copy = Object.create(Object.getPrototypeOf(error) as object | null) as Record<PropertyKey, unknown>;
  copies.set(error, copy);
  const scrub = (value: unknown): unknown =>
    isErrorLike(value) ? withoutQueryValues(value, copies) : Array.isArray(value) ? value.map(scrub) : value;
  for (const key of Reflect.ownKeys(error)) {
    if (typeof key === 'string' && QUERY_VALUE_FIELDS.has(key)) continue;
    const { enumerable } = Object.getOwnPropertyDescriptor(error, key)!;
    Object.defineProperty(copy, key, { value: scrub(Reflect.get(error, key)), enumerable, writable: true, configurable: true });
  }
  const message = withoutParamsLine(error.message);
  if (message !== error.message) {
    Object.defineProperty(copy, 'message', { value: message, enumerable: false, writable: true, configurable: true });
    Object.defineProperty(copy, 'stack', { value: stackWithMessage(error, message), enumerable: false, writable: true, configurable: true });
  }
  return copy;
}

/**
 * The log's `err` serializer: pino's, given the error without its query values. The query text
 * stays: Drizzle sends every value as a parameter, so the text holds placeholders only and tells
 * which statement failed.
 */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  // pino's serializer hands back anything that is not error-like as it is.
  return stdSerializers.err(isErrorLike(error) ? (withoutQueryValues(error, new Map()) as Error) : error);
}

/** The app's logger options: the caller's, with the error serializer above. */
export const appLoggerOptions = (options: AppLoggerOptions): AppLoggerOptions => ({
  ...options,
  serializers: { ...options.serializers, err: serializeError },
});
