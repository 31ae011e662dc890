/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error.
 * Drizzle wraps driver errors (node-postgres and PGlite alike) in `cause`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}

/** A unique index refused the write, whichever constraint it was. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== undefined;
