import type { RateLimit } from './types';

/**
 * A call the server refused (any non-2xx answer), or could not make (`status` 0, code
 * `unreachable`). `message` is the server's sentence (`{ error }` of the answer), `code` its
 * machine-readable code (`validation`, `not_found`, `rate_limited` ...), `retryAfter` the seconds
 * a 429 asks to wait (`Retry-After`), `rateLimit` the quota headers of the refusal.
 */
export class PartnerApiError extends Error {
  override readonly name = 'PartnerApiError';
  /** Seconds to wait before trying again (a 429's `Retry-After`); null when the server did not say. */
  readonly retryAfter: number | null;
  readonly rateLimit: RateLimit | null;
  /** The answer's body as the server sent it (JSON parsed, or text). */
  readonly body: unknown;

  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    details: { retryAfter?: number | null; rateLimit?: RateLimit | null; body?: unknown } = {},
  ) {
    super(message);
    this.retryAfter = details.retryAfter ?? null;
    this.rateLimit = details.rateLimit ?? null;
    this.body = details.body;
  }
}

const wholeNumber = (text: string | null): number | null => {
  if (text === null || !/^\s*\d+\s*$/.test(text)) return null;
  return Number(text);
};

/** The three RateLimit headers of an answer; null unless all three are there and whole numbers. */
export function readRateLimit(headers: Headers): RateLimit | null {
  const limit = wholeNumber(headers.get('ratelimit-limit'));
  const remaining = wholeNumber(headers.get('ratelimit-remaining'));
  const resetSeconds = wholeNumber(headers.get('ratelimit-reset'));
  if (limit === null || remaining === null || resetSeconds === null) return null;
  return { limit, remaining, resetSeconds };
}

/** `Retry-After` as seconds: the header's number, or the seconds until its HTTP date (never below 0). */
export function readRetryAfter(headers: Headers, now = Date.now()): number | null {
  const text = headers.get('retry-after');
  if (text === null) return null;
  const seconds = wholeNumber(text);
  if (seconds !== null) return seconds;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error of a non-2xx answer: the server's `{ error, code }` when it sent them, else the status line. */
export function errorOf(status: number, statusText: string, headers: Headers, body: unknown): PartnerApiError {
  const refusal = body && typeof body === 'object' ? (body as { error?: unknown; message?: unknown; code?: unknown }) : undefined;
  const sentence = [refusal?.error, refusal?.message, typeof body === 'string' ? body : undefined].find((v) => typeof v === 'string' && v.trim() !== '');
  const message = (sentence as string | undefined) ?? (statusText || `HTTP ${status}`);
  const code = typeof refusal?.code === 'string' ? refusal.code : undefined;
  return new PartnerApiError(message, status, code, {
    retryAfter: status === 429 || status === 503 ? readRetryAfter(headers) : null,
    rateLimit: readRateLimit(headers),
    body,
  });
}
