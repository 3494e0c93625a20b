import { bookingsApi, partnersApi, searchApi } from '@travel/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createPartnerClient } from './client';
import { PartnerApiError, readRateLimit, readRetryAfter } from './errors';

/** A fetch that records each request and answers what the test queued. */
function fakeServer(...answers: (() => Response)[]) {
  const requests: { url: URL; method: string; headers: Headers; body: BodyInit | null | undefined }[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: new URL(String(input)), method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    return answer();
  };
  return { fetch, requests };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
const quota = { 'ratelimit-limit': '60', 'ratelimit-remaining': '59', 'ratelimit-reset': '42' };
const created = { id: 41, pnrs: 'ABCD2345', bookingStatus: { id: 1, title: 'Confirmed', slug: 'confirmed' } };

describe('createPartnerClient', () => {
  it('calls a route with the key as a bearer token, and answers the typed body, its status and the quota headers', async () => {
    const server = fakeServer(json(200, { id: 41, pnrs: 'ABCD2345' }, quota));
    const client = createPartnerClient({ baseUrl: 'https://desk.example.com/', apiKey: 'tdk_secret', fetch: server.fetch });
    const answer = await client.call(bookingsApi.routes.read, { params: { id: 41 } });
    expect(answer).toEqual({ data: { id: 41, pnrs: 'ABCD2345' }, status: 200, rateLimit: { limit: 60, remaining: 59, resetSeconds: 42 } });
    const [request] = server.requests;
    expect(request!.method).toBe('GET');
    expect(request!.url.href).toBe('https://desk.example.com/api/v1/bookings/41');
    expect(request!.headers.get('authorization')).toBe('Bearer tdk_secret');
    expect(request!.headers.get('accept')).toBe('application/json');
    expectTypeOf(answer.data.pnrs).toEqualTypeOf<string>();
  });

  it('searchHotels sends hotel mode with the rooms as JSON text', async () => {
    const server = fakeServer(json(200, { hotels: [] }, quota));
    const client = createPartnerClient({ baseUrl: 'http://localhost:3000', apiKey: 'tdk_k', fetch: server.fetch });
    const answer = await client.searchHotels({
      toId: 9,
      nationalityId: 3,
      startDate: '2027-06-28',
      endDate: '2027-07-01',
      rooms: [{ adults: 2, childrenAges: [] }],
    });
    expect(Object.fromEntries(server.requests[0]!.url.searchParams)).toEqual({
      toId: '9',
      nationalityId: '3',
      startDate: '2027-06-28',
      endDate: '2027-07-01',
      rooms: '[{"adults":2,"childrenAges":[]}]',
      searchMode: 'hotel',
    });
    expectTypeOf(answer.data.hotels).toBeArray();
  });

  it('book posts the booking JSON as the multipart `booking` part with its Idempotency-Key (a new UUID when none is given)', async () => {
    const server = fakeServer(json(201, created, quota), json(200, created, quota), json(201, { ...created, id: 42 }, quota));
    const client = createPartnerClient({ baseUrl: 'http://localhost:3000', apiKey: 'tdk_k', fetch: server.fetch });
    const booking = {
      passengers: { passenger1: { title: 'Mr', firstName: 'Ann', lastName: 'Lee', birthDate: '1980-05-01', ageType: 'adult' as const } },
      booking: { bookingItems: [{ productType: 'hotel' as const, hash: 'h', passengerIds: ['passenger1'] }] },
      searchParams: { startDate: '2027-06-28', endDate: '2027-07-01' },
    };
    const first = await client.book(booking, { idempotencyKey: 'order-17' });
    const again = await client.book(booking, { idempotencyKey: 'order-17' });
    await client.book(booking);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.data.id).toBe(first.data.id);
    const [one, two, three] = server.requests;
    expect(one!.method).toBe('POST');
    expect(one!.url.pathname).toBe('/api/v1/bookings');
    expect(one!.headers.get('idempotency-key')).toBe('order-17');
    expect(two!.headers.get('idempotency-key')).toBe('order-17');
    expect(three!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The multipart boundary is fetch's to write: no content-type of the client's own.
    expect(one!.headers.get('content-type')).toBeNull();
    const form = one!.body as FormData;
    expect(JSON.parse(form.get('booking') as string)).toEqual(booking);
    expect((two!.body as FormData).get('booking')).toBe(form.get('booking'));
  });

  it('sends a JSON body with its content type', async () => {
    const server = fakeServer(json(201, { id: 1, secret: 'tdk_x' }));
    const client = createPartnerClient({ baseUrl: 'http://localhost:3000', apiKey: 'tdk_k', fetch: server.fetch });
    const answer = await client.call(partnersApi.routes.createKey, { body: { name: 'Website', scopes: ['search'] } });
    expect(answer.rateLimit).toBeNull();
    expect(server.requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(server.requests[0]!.body as string)).toEqual({ name: 'Website', scopes: ['search'] });
  });

  it('throws a PartnerApiError with the status, the code and the server sentence of a refusal', async () => {
    const server = fakeServer(
      json(404, { error: 'Booking not found', code: 'not_found' }),
      json(400, { error: 'booking: must be valid JSON', code: 'validation' }),
      () => new Response('upstream down', { status: 502, statusText: 'Bad Gateway', headers: { 'content-type': 'text/plain' } }),
      () => new Response(null, { status: 500, statusText: 'Internal Server Error' }),
    );
    const client = createPartnerClient({ baseUrl: 'http://localhost:3000', apiKey: 'tdk_k', fetch: server.fetch });
    await expect(client.booking(9)).rejects.toMatchObject({ name: 'PartnerApiError', status: 404, code: 'not_found', message: 'Booking not found' });
    await expect(client.book('{')).rejects.toMatchObject({ status: 400, code: 'validation', message: 'booking: must be valid JSON' });
    await expect(client.cancel(9)).rejects.toMatchObject({ status: 502, code: undefined, message: 'upstream down', body: 'upstream down' });
    await expect(client.cancellationInfo(9)).rejects.toMatchObject({ status: 500, message: 'Internal Server Error', retryAfter: null });
  });

  it('a 429 carries Retry-After in seconds and the quota headers', async () => {
    const server = fakeServer(
      json(
        429,
        { error: 'Too many searches: 60 a minute', code: 'rate_limited' },
        { 'retry-after': '17', 'ratelimit-limit': '60', 'ratelimit-remaining': '0', 'ratelimit-reset': '17' },
      ),
    );
    const client = createPartnerClient({ baseUrl: 'http://localhost:3000', apiKey: 'tdk_k', fetch: server.fetch });
    const error = await client.call(searchApi.routes.search, { query: { toId: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartnerApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 17, rateLimit: { limit: 60, remaining: 0, resetSeconds: 17 } });
  });

  it('a server it cannot reach is status 0, code unreachable', async () => {
    const client = createPartnerClient({
      baseUrl: 'http://localhost:3000',
      apiKey: 'tdk_k',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.booking(1)).rejects.toMatchObject({ status: 0, code: 'unreachable', message: 'http://localhost:3000 cannot be reached: fetch failed' });
  });

  it('needs a key', () => {
    expect(() => createPartnerClient({ baseUrl: 'http://localhost:3000', apiKey: '' })).toThrow('needs the apiKey');
  });

  it('types each call from its route spec', () => {
    const client = createPartnerClient({ baseUrl: 'http://localhost:3000', apiKey: 'tdk_k', fetch: async () => new Response() });
    // A route with path params needs them; a form route takes its parts; a JSON route its body.
    // @ts-expect-error: GET bookings/{id} needs its id
    void client.call(bookingsApi.routes.read).catch(() => {});
    // @ts-expect-error: POST api-keys needs its body
    void client.call(partnersApi.routes.createKey).catch(() => {});
    expectTypeOf<Awaited<ReturnType<typeof client.booking>>['data']['id']>().toEqualTypeOf<number>();
    expectTypeOf<Awaited<ReturnType<typeof client.book>>['data']['pnrs']>().toEqualTypeOf<string>();
  });
});

describe('reading the quota headers', () => {
  it('reads the three RateLimit headers, or null when one is missing or not a whole number', () => {
    expect(readRateLimit(new Headers(quota))).toEqual({ limit: 60, remaining: 59, resetSeconds: 42 });
    expect(readRateLimit(new Headers({ 'ratelimit-limit': '60', 'ratelimit-remaining': '59' }))).toBeNull();
    expect(readRateLimit(new Headers({ ...quota, 'ratelimit-reset': 'soon' }))).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2027-06-01T12:00:00Z');
    expect(readRetryAfter(new Headers({ 'retry-after': '30' }), now)).toBe(30);
    expect(readRetryAfter(new Headers({ 'retry-after': 'Tue, 01 Jun 2027 12:00:45 GMT' }), now)).toBe(45);
    expect(readRetryAfter(new Headers({ 'retry-after': 'Tue, 01 Jun 2027 11:00:00 GMT' }), now)).toBe(0);
    expect(readRetryAfter(new Headers({ 'retry-after': 'later' }), now)).toBeNull();
    expect(readRetryAfter(new Headers(), now)).toBeNull();
  });
});
