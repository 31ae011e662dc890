import { decodeBasic } from './basic-credentials';

/** Characters PostgreSQL refuses in text (NUL): input carrying one is refused before any query. */
const NUL = String.fromCharCode(0);
const hasRefused = (text: string): boolean => text.includes(NUL);

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
