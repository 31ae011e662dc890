import { decodeBasic } from './basic-credentials';

/**
 * Characters text cannot be stored with: NUL, which PostgreSQL refuses, and half of a character (a
 * lone surrogate of a JSON escape such as "\ud800"), which UTF-8 cannot hold and the driver would
 * quietly store as a replacement mark. Input carrying one is refused before any query.
 */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const REFUSED = /[\u0000\p{Cs}]/u;
const hasRefused = (text: string): boolean => REFUSED.test(text);

/** The place of the first refused character in a value (nested objects and arrays included), or undefined. */
export function findRefusedText(value: unknown, where: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasRefused(value) ? where : undefined;
  // Deeper than any schema allows: validation refuses it anyway, no need to walk on.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (hasRefused(key)) return where;
    const found = findRefusedText(inner, `${where}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The first refused character in a request's path parameters, query, body or credentials. */
export function findRefusedInRequest(request: { params: unknown; query: unknown; body: unknown; headers: { authorization?: string } }): string | undefined {
  const authorization = request.headers.authorization;
  return (
    findRefusedText(request.params, 'path') ??
    findRefusedText(request.query, 'query') ??
    findRefusedText(request.body, 'body') ??
    findRefusedText(authorization, 'Authorization') ??
    findRefusedText(decodeBasic(authorization), 'Authorization')
  );
}
