import { describe, expect, it } from 'vitest';
import { apiTestContext } from './harness';
import { session } from './factories';

/**
 * A bounded fuzz run over the OpenAPI document: about 2,000 generated bad requests a run, each
 * to an operation the document lists, with hostile values in the path, query and body. Any 5xx
 * fails the test and prints the seed and the request to replay it (FUZZ_SEED=<seed>).
 */

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a failing run can be replayed exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}

const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '9999999999999',
  '1e10',
  '-2147483649',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '2026-13-45',
  '2027-02-29',
  '0000-00-00',
  '2026-1-1',
  '99999-01-01',
  'a\u0000b',
  '\ud800',
  '\udfff x',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x","y")',
  'x'.repeat(5000),
  '{"a":',
  '[]',
  '{}',
  '[1,2]',
  '{"__proto__":{"x":1}}',
  'EUR',
  'ZZZ',
  'hotel',
  'flight',
  'new1',
  'passenger1',
  'a@b.c',
  'not-an-email',
  '😀',
  'ß',
  '\t=1+1',
  '\r@x',
];
const HOSTILE_JSON: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  1e10,
  -1e308,
  2 ** 53,
  [],
  {},
  [null],
  [[[[[]]]]],
  { id: 'x' },
  { a: { b: { c: {} } } },
  ...HOSTILE_TEXT,
];
const FIELD_NAMES = [
  'id',
  'toId',
  'fromAirportId',
  'toAirportId',
  'hotelId',
  'nationalityId',
  'country',
  'page',
  'searchText',
  'searchMode',
  'startDate',
  'endDate',
  'rooms',
  'filters',
  'currency',
  'hash',
  'hashes',
  'token',
  'email',
  'password',
  'oldPassword',
  'newPassword',
  'name',
  'title',
  'slug',
  'firstName',
  'lastName',
  'birthDate',
  'booking',
  'passengers',
  'bookingItems',
  'type',
  'status',
  'price',
  'amount',
  'dateFrom',
  'dateTo',
  'companyName',
  'role',
  'description',
  'items',
  'settings',
  'value',
  'rate',
  'markup',
  '_method',
];

/** Percent-encodes like a client would; an unpaired surrogate goes as its (invalid) UTF-8 bytes. */
function encodePathPart(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

type Operation = { method: string; path: string; params: string[]; query: string[]; body: string[] };

/** The operations of the OpenAPI document, with the parameter and body field names it declares. */
function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } };
      const declared = (where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
      const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        query: declared('query'),
        body: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
  return operations;
}

describe('fuzzing the OpenAPI document (pglite)', () => {
  const c = apiTestContext('pglite');

  it(`answers ${REQUESTS} generated bad requests without a 5xx (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const random = generator(SEED);
    const document = c.t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
    const operations = operationsOf(document).filter((op) => op.path.startsWith('/api/v1/') && !op.path.endsWith('/logout'));
    expect(operations.length).toBeGreaterThan(60);
    let headersFor = { admin: c.admin.headers, agent: c.agent.headers };
    const failures: string[] = [];

    const text = () => random.pick(HOSTILE_TEXT);
    const fields = (declared: string[]) => {
      const names = [...declared, ...Array.from({ length: 1 + random.int(4) }, () => random.pick(FIELD_NAMES))];
      return Object.fromEntries(names.map((name) => [name, random.next() < 0.7 ? text() : JSON.stringify(random.pick(HOSTILE_JSON))]));
    };

    for (let n = 0; n < REQUESTS; n++) {
      // Sessions may be revoked by what the fuzzer sends (a password changed by an admin call).
      if (n % 250 === 249) {
        headersFor = { admin: (await session(c.t.app, c.db(), 'ROLE_ADMIN')).headers, agent: (await session(c.t.app, c.db())).headers };
      }
      const op = random.pick(operations);
      const path = op.path.replace(/\{([^}]+)\}/g, () => encodePathPart(text()).slice(0, 300));
      const query = new URLSearchParams(fields(op.query)).toString();
      const who = random.pick(['admin', 'agent', 'none'] as const);
      const headers: Record<string, string> = who === 'none' ? {} : { ...headersFor[who] };
      let payload: string | Buffer | undefined;
      if (op.method !== 'GET') {
        const kind = random.pick(['json', 'json-raw', 'form', 'multipart', 'none'] as const);
        const body = fields(op.body);
        if (kind === 'json') {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(Object.fromEntries(Object.entries(body).map(([k]) => [k, random.pick(HOSTILE_JSON)])));
        } else if (kind === 'json-raw') {
          headers['content-type'] = 'application/json';
          payload = random.pick(['{', '[', '{"a":1}}', '"text"', '42', 'null', '{"a":"\\u0000"}', '{"a":"\\ud800"}', `${'['.repeat(5000)}`]);
        } else if (kind === 'form') {
          headers['content-type'] = 'application/x-www-form-urlencoded';
          payload = new URLSearchParams(body).toString();
        } else if (kind === 'multipart') {
          const boundary = `fuzz${random.int(1e9)}`;
          const parts = Object.entries(body).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
          if (random.next() < 0.3)
            parts.push(
              `--${boundary}\r\nContent-Disposition: form-data; name="${random.pick(['logo', 'image', 'file', 'files[passenger1][passport]'])}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${text()}\r\n`,
            );
          const cut = random.next() < 0.2;
          const whole = `${parts.join('')}--${boundary}--\r\n`;
          headers['content-type'] = random.next() < 0.1 ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
          payload = cut ? whole.slice(0, random.int(whole.length)) : whole;
        }
      }
      const url = `${path}${query ? `?${query}` : ''}`;
      const res = await c.t.app.inject({ method: op.method as 'GET', url, headers, payload });
      if (res.statusCode >= 500)
        failures.push(`${op.method} ${url.slice(0, 300)} as ${who} → ${res.statusCode} ${res.body.slice(0, 200)} body ${String(payload ?? '').slice(0, 300)}`);
    }
    expect(failures, `FUZZ_SEED=${SEED}: ${failures.length} requests answered 5xx`).toEqual([]);
  });
});
