/** What PostgreSQL said when it refused a statement: its SQLSTATE and the constraint, if one was named. */
export interface DatabaseRefusal {
  code: string;
  constraint?: string;
  /** PostgreSQL's own message (never the statement nor its values). */
  message: string;
}

/**
 * The PostgreSQL error inside `error`, or undefined for any other error. Drizzle wraps driver errors
 * (node-postgres and PGlite alike) in `cause`.
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      const message = typeof candidate.message === 'string' ? candidate.message : candidate.code;
      return { code: candidate.code, message, ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}) };
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
