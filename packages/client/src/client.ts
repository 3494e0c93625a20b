import { type bookingCreateRequestSchema, bookingsApi, type RouteSpec, searchApi } from '@travel/contracts';
import type { z } from 'zod';
import { errorOf, PartnerApiError, readRateLimit } from './errors';
import { buildForm, buildUrl, sendsKey } from './request';
import type { Answer, AnswerOf, CallInput, QueryOf } from './types';

export type PartnerClientOptions = {
  /** The server's address, e.g. `https://traveldesk.example.com` (the calls go under its `/api/v1`). */
  baseUrl: string;
  /** The key's secret (`tdk_…`), as the agency's "API & webhooks" page showed it once. */
  apiKey: string;
  /** Another fetch (a proxy agent, a test double); the global one by default. */
  fetch?: typeof fetch;
  /** Headers sent on every call (a `User-Agent` naming the partner's application, say). */
  headers?: Record<string, string>;
};

/** The `booking` JSON of `POST bookings`, as the server reads it (contracts bookings.ts). */
export type BookingRequest = z.input<ReturnType<typeof bookingCreateRequestSchema>>;
export type HotelSearchQuery = QueryOf<typeof searchApi.routes.search>;
export type BookOptions = {
  /**
   * Makes a retry of the same request answer the first booking (200) instead of booking twice.
   * Keep it with the order and send it again on a retry; a new one (a random UUID) when absent.
   */
  idempotencyKey?: string;
  /** Passenger scans a visa asks for: `files[passport][passenger1]`, `files[photo][passenger1]`. */
  files?: Record<string, Blob>;
};

type Input<R extends RouteSpec> = Record<never, never> extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>];
type LooseInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: FormData | Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The answer's body: JSON when it says so, else its text (empty: undefined). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A client of the API for a partner's key. `call(route, input)` takes any route of the contracts'
 * route tables (`searchApi.routes.search`, `bookingsApi.routes.read` …) and answers
 * `{ data, status, rateLimit }`: the typed 2xx body, its status and the key's quota after the
 * call. Any other answer throws a `PartnerApiError`.
 */
export function createPartnerClient(options: PartnerClientOptions) {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  if (!options.apiKey) throw new TypeError('createPartnerClient needs the apiKey (tdk_…)');

  async function call<R extends RouteSpec>(route: R, ...[input]: Input<R>): Promise<Answer<AnswerOf<R>>> {
    const given = (input ?? {}) as LooseInput;
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...given.headers };
    if (sendsKey(route)) headers.authorization = `Bearer ${options.apiKey}`;
    let body: BodyInit | undefined;
    if (given.form !== undefined) body = given.form instanceof FormData ? given.form : buildForm(given.form);
    else if (given.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(given.body);
    }
    const url = buildUrl(options.baseUrl, route.path, given.params, given.query);
    let response: Response;
    try {
      response = await fetchFn(url, { method: route.method, headers, body, signal: given.signal });
    } catch (error) {
      if (given.signal?.aborted) throw error;
      throw new PartnerApiError(`${url.origin} cannot be reached: ${(error as Error).message}`, 0, 'unreachable', { body: error });
    }
    const data = await readBody(response);
    if (!response.ok) throw errorOf(response.status, response.statusText, response.headers, data);
    return { data: data as AnswerOf<R>, status: response.status, rateLimit: readRateLimit(response.headers) };
  }

  return {
    call,

    /** `GET search` in hotel mode: `toId`, `nationalityId`, `startDate`, `endDate`, `rooms` (an array, sent as JSON text). */
    searchHotels: (query: HotelSearchQuery) => call(searchApi.routes.search, { query: { ...query, searchMode: 'hotel' } }),

    /**
     * `POST bookings` with the booking JSON as its `booking` part and an `Idempotency-Key`: 201
     * with the new booking, or 200 with the first one when the same key and request come again.
     */
    book: (booking: BookingRequest | string, bookOptions: BookOptions = {}) =>
      call(bookingsApi.routes.create, {
        form: { booking, ...bookOptions.files },
        headers: { 'idempotency-key': bookOptions.idempotencyKey ?? globalThis.crypto.randomUUID() },
      }),

    /** `GET bookings/{id}`: the booking as the agency sees it (no net prices). */
    booking: (id: number) => call(bookingsApi.routes.read, { params: { id } }),

    /** `POST bookings/{id}/cancel`: cancels at today's cancellation cost (see `cancellationInfo` first). */
    cancel: (id: number) => call(bookingsApi.routes.cancelPost, { params: { id } }),

    /** `GET bookings/{id}/cancellation-info`: what cancelling today would cost. */
    cancellationInfo: (id: number) => call(bookingsApi.routes.cancellationInfo, { params: { id } }),
  };
}

export type PartnerClient = ReturnType<typeof createPartnerClient>;
