/**
 * The booking row of `npm run bench:search` (issue 17.3): `POST /api/v1/bookings` at a fixed
 * concurrency, every request a distinct stay of an allotment room (every fifth bench hotel sells
 * its double rooms from an allotment, so each booking takes units in the inventory ledger and the
 * allotment in one transaction), each with its own Idempotency-Key, as the bench agent (b2b).
 *
 * The options are searched first (the agent's single-hotel search, as the wizard's room step asks
 * it), outside the timed run: the row measures the booking call alone.
 */
import autocannon from 'autocannon';
import { BENCH_AGENCIES, BENCH_AGENT, benchAgencyEmail } from './catalogue';

export type BookingPlan = { hotels: { hotelId: number; locationId: number }[]; nationalityId: number; today: Date };
/** Which stays the next run starts at: runs of one bench never book the same hotel and night twice. */
let nextStay = 0;

/** Distinct one-night stays: hotel `n % H` on day 1 + floor(n / H) (the allotment covers 90 nights). */
function stayOf(plan: BookingPlan, n: number) {
  const hotel = plan.hotels[n % plan.hotels.length]!;
  const offset = 1 + Math.floor(n / plan.hotels.length);
  if (offset > 88) throw new Error('The booking row ran out of distinct allotment stays.');
  const day = (k: number) => new Date(plan.today.getTime() + k * 86_400_000).toISOString().slice(0, 10);
  return { hotel, startDate: day(offset), endDate: day(offset + 1) };
}

async function login(base: string, user: { email: string; password: string }) {
  const res = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(user) });
  if (!res.ok) throw new Error(`The bench agent could not log in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

type SearchAnswer = { hotels: { rooms: { options: { hash: string; roomType: { title: string } }[] }[] }[] };

/**
 * The signed double-room option of `count` distinct stays, searched 8 at a time. A stay the hotel
 * does not offer (its stay restrictions: a minimum stay, a closed arrival, a release) is passed
 * over for the next one; the stays tried are used up for the runs after this one.
 */
async function prepareOptions(base: string, tokens: string[], plan: BookingPlan, count: number) {
  const options: Option[] = [];
  const limit = nextStay + count * 20;
  const worker = async () => {
    while (options.length < count) {
      if (nextStay >= limit) throw new Error(`The booking row found only ${options.length} of ${count} bookable stays.`);
      const stay = stayOf(plan, nextStay++);
      // Signed for the agent who books it: the agencies take the stays in turn.
      const token = tokens[options.length % tokens.length]!;
      const query = new URLSearchParams({
        searchMode: 'hotel',
        toId: String(stay.hotel.locationId),
        hotelId: String(stay.hotel.hotelId),
        nationalityId: String(plan.nationalityId),
        startDate: stay.startDate,
        endDate: stay.endDate,
        rooms: JSON.stringify({ room1: { adults: 2, childrenAges: [] } }),
      });
      const res = await fetch(`${base}/api/v1/search?${query}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`The booking row's search answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      const option = ((await res.json()) as SearchAnswer).hotels[0]?.rooms[0]?.options.find((o) => o.roomType.title === 'Double Room');
      if (option && options.length < count) options.push({ hash: option.hash, startDate: stay.startDate, endDate: stay.endDate, token });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return options;
}

/** A signed option and the login of the agent it was searched (and is booked) as. */
type Option = { hash: string; startDate: string; endDate: string; token: string };

/** The wizard's booking form for two adults in one room (account spec §3), as JSON. */
function bookingBody(option: { hash: string; startDate: string; endDate: string }, n: number) {
  return JSON.stringify({
    booking: {
      passengers: {
        passenger1: { title: 'Mr', firstName: 'Bench', lastName: `Guest${n}`, birthDate: '1980-05-01', ageType: 'adult', age: null },
        passenger2: { title: 'Ms', firstName: 'Bench', lastName: `Guest${n}`, birthDate: '1982-07-09', ageType: 'adult', age: null },
      },
      fields: { comment: '', additionalRequests: {} },
      booking: {
        bookingItems: [{ productType: 'hotel', hash: option.hash, passengerIds: ['passenger1', 'passenger2'] }],
        passengersByRoom: [['passenger1', 'passenger2']],
      },
      searchParams: { startDate: option.startDate, endDate: option.endDate },
    },
  });
}

export type BookingMeasure = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  created: number;
  /** How many agencies booked (each booking locks its agency's account). */
  agencies?: number;
  /** Server CPU (user + system, every process) and database statements per booking of the timed run (issue 36). */
  cpuMs?: number;
  queries?: number;
};
/** What the caller measures around the timed run only (not the warm-up): CPU and statements, per request. */
export type AroundTimed = { before(): Promise<void>; after(measure: BookingMeasure): Promise<void> };

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : Number.NaN;

/** A run's figures from autocannon's result and every response's latency (exact percentiles, no histogram). */
export function summarize(result: autocannon.Result, latencies: number[], seconds: number) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: result.requests.total / (result.duration || seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** `count` bookings at `connections` at once, each a distinct stay with its own Idempotency-Key. */
async function book(base: string, options: Option[], connections: number): Promise<BookingMeasure> {
  let next = 0;
  let created = 0;
  const latencies: number[] = [];
  const runId = `${process.pid}-${Date.now()}`;
  const started = performance.now();
  const instance = autocannon({
    url: `${base}/api/v1/bookings`,
    connections,
    amount: options.length,
    timeout: 30,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const n = next++;
          return {
            ...request,
            method: 'POST',
            path: '/api/v1/bookings',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${options[n % options.length]!.token}`,
              'idempotency-key': `bench-${runId}-${n}`,
            },
            body: bookingBody(options[n % options.length]!, n),
          };
        },
      },
    ],
  } as autocannon.Options) as unknown as Promise<autocannon.Result> & { on: (event: string, listener: (...args: never[]) => void) => void };
  let lastAnswer = started;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    lastAnswer = performance.now();
    latencies.push(ms);
    if (status === 201) created++;
  });
  const result = await instance;
  // Bookings a second from the start to the last answer (autocannon ends a run of a fixed amount
  // on its next whole second, and its duration counts whole seconds).
  const seconds = (lastAnswer - started) / 1000;
  return { ...summarize(result, latencies, seconds), rps: result.requests.total / seconds, created };
}

/**
 * Warm-up (a tenth, at least 50 bookings), then the timed `count` bookings, as the bench agency
 * (`agencies` 1: every booking locks the same account, they queue there) or spread over the
 * bench's agencies in turn (16: as many agencies as bookings at once).
 */
export async function benchBookings(
  base: string,
  plan: BookingPlan,
  count: number,
  connections: number,
  log: (message: string) => void,
  around?: AroundTimed,
  agencies = 1,
): Promise<BookingMeasure> {
  if (agencies < 1 || agencies > BENCH_AGENCIES) throw new Error(`The booking row books as 1 to ${BENCH_AGENCIES} agencies`);
  const tokens =
    agencies === 1
      ? [await login(base, BENCH_AGENT)]
      : await Promise.all(Array.from({ length: agencies }, (_, n) => login(base, { email: benchAgencyEmail(n), password: BENCH_AGENT.password })));
  const warm = Math.max(50, Math.round(count / 10));
  log(`bookings: searching ${warm + count} distinct allotment stays for ${agencies} agenc${agencies === 1 ? 'y' : 'ies'}`);
  const options = await prepareOptions(base, tokens, plan, warm + count);
  // One booking alone first: a refusal stops the row with the server's sentence instead of measuring failures.
  const probe = options[0]!;
  const res = await fetch(`${base}/api/v1/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${probe.token}`, 'idempotency-key': `bench-probe-${process.pid}-${Date.now()}` },
    body: bookingBody(probe, 0),
  });
  if (res.status !== 201) throw new Error(`The booking row's first booking answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  log(`bookings: warm-up ${warm}, then ${count} at concurrency ${connections}`);
  await book(base, options.slice(1, warm), connections);
  await around?.before();
  const timed = await book(base, options.slice(warm), connections);
  await around?.after(timed);
  return { ...timed, agencies };
}
