/** What PostgreSQL said when it refused a statement: its SQLSTATE and the constraint, if one was named. */
export interface DatabaseRefusal {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error inside `error`, or undefined for any other error. Drizzle wraps driver errors
 * (node-postgres and PGlite alike) in `cause`.
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}) };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** The constraint a unique violation (SQLSTATE 23505) broke, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const refusal = databaseRefusal(error);
  return refusal?.code === '23505' ? refusal.constraint ?? '' : undefined;
}

/** A unique index refused the write, whichever constraint it was. */
export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== undefined;
