/**
 * A partner's first booking through the API with @travel/client (docs/partner-api.md):
 * search a destination's hotels, book the cheapest option with an Idempotency-Key, send the same
 * booking again with the same key (the server answers the first booking, not a second one), read
 * it back, and, with WEBHOOK_SECRET, receive and verify its `booking.created` webhook.
 *
 *   BASE_URL=http://localhost:3000 API_KEY=tdk_… npx tsx packages/client/examples/first-booking.ts [destination] [startDate] [nights]
 *
 * Environment: BASE_URL (default http://localhost:3000), API_KEY (a key with the search and book
 * scopes), DESTINATION (a city or country name, or its id; default Paris), NATIONALITY (a country
 * name or id; default France), START_DATE (YYYY-MM-DD; default 30 days from today), NIGHTS
 * (default 3), ADULTS (default 2); WEBHOOK_SECRET (an endpoint's secret: the example then listens
 * on WEBHOOK_PORT, default 8787, for WEBHOOK_WAIT seconds, default 30: register
 * `http://<this machine>:8787/webhooks` for `booking.created` on the "API & webhooks" page first).
 *
 * `main(options)` does it all and answers what it did (the CI runs it against a test server:
 * apps/server/src/modules/partners/example.test.ts); `listenForWebhooks` is the receiver.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { type BookingRequest, createPartnerClient, type PartnerClient, type RateLimit } from '@travel/client';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '@travel/client/webhooks';
import { destinationsApi, referenceApi, searchApi, type WebhookPayload, webhookPayloadSchema } from '@travel/contracts';

export type FirstBookingOptions = {
  baseUrl: string;
  apiKey: string;
  /** A city or country name (as the search form lists it) or its id. */
  destination?: string | number;
  /** A country name or its id. */
  nationality?: string | number;
  /** Check-in, YYYY-MM-DD; 30 days from today by default. */
  startDate?: string;
  nights?: number;
  adults?: number;
  /** Sent with both tries of the booking; a new one by default. */
  idempotencyKey?: string;
  /** With a secret, listens for the booking's webhook (port `webhookPort`) up to `webhookWaitSeconds`. */
  webhookSecret?: string;
  webhookPort?: number;
  webhookWaitSeconds?: number;
  log?: (line: string) => void;
  fetch?: typeof fetch;
};

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/** An id as it is, or the id of the entry whose label (or alias, e.g. an ISO code) is `wanted`. */
function pickId(wanted: string | number, entries: { id: number; label: string; aliases?: string[] }[], what: string): number {
  if (typeof wanted === 'number' || /^\d+$/.test(wanted)) return Number(wanted);
  const name = wanted.trim().toLowerCase();
  const found = entries.find((e) => e.label.toLowerCase() === name) ?? entries.find((e) => e.aliases?.some((a) => a.toLowerCase() === name));
  if (!found) throw new Error(`No ${what} named "${wanted}": choose one of ${entries.map((e) => e.label).join(', ') || '(none)'}.`);
  return found.id;
}

/** The search form's lists are public: the client calls them without the key. */
async function resolvePlaces(client: PartnerClient, destination: string | number, nationality: string | number) {
  const toId =
    typeof destination === 'number' || /^\d+$/.test(destination)
      ? Number(destination)
      : pickId(destination, (await client.call(destinationsApi.routes.destinations)).data.entities, 'destination with hotels');
  const nationalityId =
    typeof nationality === 'number' || /^\d+$/.test(nationality)
      ? Number(nationality)
      : pickId(
          nationality,
          (await client.call(referenceApi.routes.nationalities)).data.entities.map((n) => ({ id: n.value, label: n.label, aliases: n.aliases })),
          'nationality',
        );
  return { toId, nationalityId };
}

/** A traveller for each passenger card the server asks (POST search/passenger-fields); the example knows the hotel's fields only. */
const SAMPLE_GUESTS = [
  { title: 'Mrs', firstName: 'Alex', lastName: 'Example', birthDate: '1985-04-12' },
  { title: 'Mr', firstName: 'Sam', lastName: 'Example', birthDate: '1983-09-30' },
  { title: 'Ms', firstName: 'Robin', lastName: 'Example', birthDate: '1990-01-20' },
  { title: 'Mr', firstName: 'Kim', lastName: 'Example', birthDate: '1978-11-02' },
];

async function passengersFor(client: PartnerClient, search: { startDate: string; endDate: string; rooms: unknown }, hash: string) {
  const { data } = await client.call(searchApi.routes.passengerFields, {
    form: { searchParams: search, booking: { bookingItems: [{ productType: 'hotel', hash }] } },
  });
  const passengers: BookingRequest['passengers'] = {};
  data.passengers.forEach((slot, i) => {
    const guest = SAMPLE_GUESTS[i % SAMPLE_GUESTS.length]!;
    const passenger: Record<string, unknown> = { ...guest, lastName: `${guest.lastName}${i >= SAMPLE_GUESTS.length ? i : ''}`, ageType: slot.ageType };
    if (slot.age !== null) passenger.age = slot.age;
    const unknown = slot.fields.filter((f) => f.required && !f.readOnly && !(f.name in passenger)).map((f) => f.name);
    if (unknown.length) throw new Error(`${slot.id} also needs ${unknown.join(', ')}: fill them in the booking JSON.`);
    passengers[slot.id] = passenger as BookingRequest['passengers'][string];
  });
  return { passengers, ids: data.passengers.map((slot) => slot.id) };
}

const quotaText = (rateLimit: RateLimit | null) =>
  rateLimit ? `${rateLimit.remaining}/${rateLimit.limit} calls left in this minute (resets in ${rateLimit.resetSeconds} s)` : 'no quota headers';

export async function main(options: FirstBookingOptions) {
  const log = options.log ?? console.log;
  const client = createPartnerClient({ baseUrl: options.baseUrl, apiKey: options.apiKey, fetch: options.fetch });
  const startDate = options.startDate ?? addDays(today(), 30);
  const endDate = addDays(startDate, options.nights ?? 3);
  const rooms = [{ adults: options.adults ?? 2, childrenAges: [] as number[] }];
  const webhooks =
    options.webhookSecret && (options.webhookWaitSeconds ?? 0) > 0
      ? await listenForWebhooks({ secret: options.webhookSecret, port: options.webhookPort ?? 8787, host: '0.0.0.0' })
      : null;
  try {
    // 1. Search: every hotel of the destination with its options, each carrying a signed hash.
    const { toId, nationalityId } = await resolvePlaces(client, options.destination ?? 'Paris', options.nationality ?? 'France');
    const search = await client.searchHotels({ toId, nationalityId, startDate, endDate, rooms });
    const offers = search.data.hotels.flatMap((hotel) => hotel.rooms[0]?.options.map((option) => ({ hotel, option })) ?? []);
    const bookable = offers.filter((o) => o.option.availability === 'available');
    const cheapest = (bookable.length ? bookable : offers).sort((a, b) => Number(a.option.price) - Number(b.option.price))[0];
    if (!cheapest) throw new Error(`No hotel of destination ${toId} is offered from ${startDate} to ${endDate} for ${rooms[0]!.adults} adults.`);
    const { hotel, option } = cheapest;
    log(`Searched ${search.data.hotels.length} hotel(s) from ${startDate} to ${endDate}: ${quotaText(search.rateLimit)}`);
    log(`Cheapest: ${hotel.name}, ${option.roomType.title} ${option.mealType.title}, ${option.price} ${option.currency} (${option.availability})`);

    // 2. The passenger cards this option asks for, filled.
    const { passengers, ids } = await passengersFor(client, { startDate, endDate, rooms }, option.hash);
    const booking: BookingRequest = {
      passengers,
      fields: { comment: 'Booked through the API (first-booking example)' },
      booking: { bookingItems: [{ productType: 'hotel', hash: option.hash, passengerIds: ids }], passengersByRoom: [ids] },
      searchParams: { startDate, endDate, toId },
    };

    // 3. Book with an Idempotency-Key; a retry (a timeout, a lost answer) sends the same key and gets the same booking.
    const idempotencyKey = options.idempotencyKey ?? `first-booking-${randomUUID()}`;
    const first = await client.book(booking, { idempotencyKey });
    log(`Booked ${first.data.pnrs} (id ${first.data.id}, ${first.data.bookingStatus.title}): HTTP ${first.status}, Idempotency-Key ${idempotencyKey}`);
    const retry = await client.book(booking, { idempotencyKey });
    if (retry.data.id !== first.data.id) throw new Error(`The retry made booking ${retry.data.id}: the server did not honour the Idempotency-Key.`);
    log(`Sent again with the same key: HTTP ${retry.status}, the same booking ${retry.data.pnrs} (id ${retry.data.id}), nothing booked twice`);

    // 4. Read it back.
    const read = await client.booking(first.data.id);
    log(`Read back: ${read.data.pnrs}, ${read.data.bookingStatus.title}, total ${read.data.total} ${read.data.currency.code}; ${quotaText(read.rateLimit)}`);

    // 5. The webhook of the booking, when listening.
    let webhook: ReceivedWebhook | null = null;
    if (webhooks) {
      log(`Waiting up to ${options.webhookWaitSeconds} s for booking.created on ${webhooks.url}…`);
      webhook = await webhooks
        .waitFor((w) => w.payload?.type === 'booking.created' && w.payload.data.booking.id === first.data.id, options.webhookWaitSeconds! * 1000)
        .catch(() => null);
      log(
        webhook
          ? `Webhook ${webhook.payload!.type} ${webhook.payload!.id} received, signature verified`
          : 'No verified webhook arrived: check the endpoint URL, its events and secret on the "API & webhooks" page.',
      );
    }
    return { hotel: { id: hotel.id, name: hotel.name }, option, idempotencyKey, first, retry, read, webhook };
  } finally {
    await webhooks?.close();
  }
}

// ---------------------------------------------------------------- the webhook receiver

export type ReceivedWebhook = {
  /** The parsed event; null when the signature or the body was refused. */
  payload: WebhookPayload | null;
  verified: boolean;
  rawBody: string;
  signature: string | undefined;
};

export type ReceiverOptions = {
  /** The endpoint's secret, or a function answering it (when the endpoint is registered after the receiver started). */
  secret: string | (() => string | undefined);
  /** Called once per verified event id: the server sends an event again until it has a 2xx, so repeats are dropped here. */
  onEvent?: (payload: WebhookPayload) => void | Promise<void>;
  /** Every request, verified or refused (a log, a test). */
  onRequest?: (received: ReceivedWebhook) => void;
  toleranceSeconds?: number;
  /** The receiver's time in unix seconds; now by default. */
  now?: () => number;
};

const MAX_BODY_BYTES = 1_048_576;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function readRaw(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A `node:http` request listener that receives webhooks: it checks `Webhook-Signature` on the raw
 * body (400 when it does not verify, so the server keeps the delivery failing and visible), then
 * answers 200 at once and hands each new event to `onEvent`.
 */
export function webhookReceiver(options: ReceiverOptions): RequestListener {
  const seen = new Set<string>();
  return async (request: IncomingMessage, response: ServerResponse) => {
    const reply = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST') return reply(405, { error: 'POST only' });
    let rawBody: string;
    try {
      rawBody = await readRaw(request);
    } catch {
      return reply(413, { error: 'too large' });
    }
    const signature = request.headers[SIGNATURE_HEADER] as string | undefined;
    const secret = typeof options.secret === 'function' ? options.secret() : options.secret;
    const verified =
      !!secret && verifyWebhookSignature({ secret, header: signature, body: rawBody, toleranceSeconds: options.toleranceSeconds, now: options.now?.() });
    const parsed = verified ? webhookPayloadSchema.safeParse(parseJson(rawBody)) : null;
    const payload = parsed?.success ? parsed.data : null;
    options.onRequest?.({ payload, verified, rawBody, signature });
    if (!payload) return reply(400, { error: verified ? 'not a webhook payload' : 'bad signature' });
    reply(200, { received: true });
    if (seen.has(payload.id)) return;
    seen.add(payload.id);
    await options.onEvent?.(payload);
  };
}

/** Listens for webhooks on `host:port` (port 0: a free one) and keeps what arrives; `waitFor` resolves with the first match. */
export async function listenForWebhooks(options: ReceiverOptions & { port?: number; host?: string; path?: string }) {
  const received: ReceivedWebhook[] = [];
  const waiters = new Set<() => void>();
  const server = createServer(
    webhookReceiver({
      ...options,
      onRequest: (webhook) => {
        received.push(webhook);
        options.onRequest?.(webhook);
        for (const wake of waiters) wake();
      },
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = !options.host || options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  return {
    url: `http://${shownHost}:${port}${options.path ?? '/webhooks'}`,
    received,
    /** The first verified webhook `match` accepts, already received or to come; rejects after `timeoutMs`. */
    waitFor(match: (webhook: ReceivedWebhook) => boolean, timeoutMs = 10_000): Promise<ReceivedWebhook> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find((w) => w.verified && match(w));
          if (!found) return false;
          done();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No matching webhook within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------- run directly

function optionsFromEnvironment(env: NodeJS.ProcessEnv, args: string[]): FirstBookingOptions {
  if (!env.API_KEY) throw new Error('Set API_KEY to a key with the search and book scopes (the agency\'s "API & webhooks" page shows its secret once).');
  const [destination, startDate, nights] = args;
  return {
    baseUrl: env.BASE_URL || 'http://localhost:3000',
    apiKey: env.API_KEY,
    destination: destination || env.DESTINATION || undefined,
    nationality: env.NATIONALITY || undefined,
    startDate: startDate || env.START_DATE || undefined,
    nights: Number(nights || env.NIGHTS || 3),
    adults: Number(env.ADULTS || 2),
    webhookSecret: env.WEBHOOK_SECRET || undefined,
    webhookPort: Number(env.WEBHOOK_PORT || 8787),
    webhookWaitSeconds: Number(env.WEBHOOK_WAIT || 30),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(optionsFromEnvironment(process.env, process.argv.slice(2))).catch((error: unknown) => {
    const e = error as { status?: number; code?: string; message?: string; retryAfter?: number | null };
    console.error(e.status !== undefined ? `HTTP ${e.status}${e.code ? ` (${e.code})` : ''}: ${e.message}` : error);
    if (e.retryAfter) console.error(`The key's quota is used up: try again in ${e.retryAfter} s.`);
    process.exitCode = 1;
  });
}
