/**
 * An error as the log records it: type, code, message and the first lines of its stack, each
 * bounded, and its cause the same way. A failed query's message carries its SQL and every
 * parameter (drizzle's "Failed query: ... params: ..."); a search over a large destination once
 * wrote 2.9 MB per failure that way (issue 36). The database's own fields (query, params) are
 * never copied: they can hold personal data as well as size.
 */
export type LoggedError = { type: string; message: string; code?: string; stack?: string; cause?: LoggedError };

const MESSAGE_CHARS = 1_000;
const STACK_LINES = 12;
const LINE_CHARS = 300;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text);

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: cut(String(error), MESSAGE_CHARS) };
  const code = (error as { code?: unknown }).code;
  const stackLines = (error.stack ?? '').split('\n');
  // The stack's first line repeats the (possibly huge) message: keep only the frames.
  const frames = stackLines
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_LINES)
    .map((line) => cut(line, LINE_CHARS));
  return {
    type: error.name,
    message: cut(error.message, MESSAGE_CHARS),
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    ...(frames.length ? { stack: frames.join('\n') } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}
