/**
 * The one place that turns a database error into an HTTP answer. Input checks catch bad values
 * first and name the field; this is the backstop, so a value that slips through answers a 4xx
 * with a sentence instead of a 500.
 */

/** PostgreSQL's SQLSTATE of an error (drizzle wraps the driver's error in `cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  if (typeof own === 'string' && /^[0-9A-Z]{5}$/.test(own)) return own;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' && /^[0-9A-Z]{5}$/.test(cause) ? cause : undefined;
}

export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505';
/** 23503, or 23001 (restrict_violation: what PostgreSQL 17, and so PGlite, raises for ON DELETE RESTRICT). */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(databaseErrorCode(error) ?? '');

type Answer = { status: number; error: string; code: string };

const ANSWERS: Record<string, Answer> = {
  '23505': { status: 409, error: 'This record already exists.', code: 'conflict' },
  '23503': { status: 409, error: 'This record is referenced by other records.', code: 'conflict' },
  '23001': { status: 409, error: 'This record is referenced by other records.', code: 'conflict' },
  '22003': { status: 400, error: 'A number is out of range.', code: 'validation' },
  '22P02': { status: 400, error: 'A value has the wrong format.', code: 'validation' },
  '22001': { status: 400, error: 'A text is too long.', code: 'validation' },
  '22007': { status: 400, error: 'A date has the wrong format.', code: 'validation' },
  '22008': { status: 400, error: 'A date is out of range.', code: 'validation' },
  '22021': { status: 400, error: 'A text contains characters that cannot be stored.', code: 'validation' },
  '22P05': { status: 400, error: 'A text contains characters that cannot be stored.', code: 'validation' },
  '54001': { status: 400, error: 'The request is nested too deeply.', code: 'validation' },
};

/** The answer for a database error, or null when it is a fault on our side (500). */
export function answerForDatabaseError(error: unknown): Answer | null {
  const code = databaseErrorCode(error);
  return code ? (ANSWERS[code] ?? null) : null;
}
