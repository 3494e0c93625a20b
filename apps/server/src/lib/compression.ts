import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli when the client takes it, else gzip,
 * else none. `q=0` refuses an encoding; `*` stands for any encoding not named.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses text made per request. Brotli quality 5 and gzip level 6 cost about a millisecond
 * for 100 KB and keep most of the gain of the maximum levels, which the build's precompressed
 * assets use (they are compressed once).
 */
export function compress(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
    : gzip(body, { level: 6 });
}

/** Below this a compressed answer gains less than its cost (one TCP packet holds about 1.4 KB). */
const MIN_BYTES = 1024;

/** Adds `accept-encoding` to the reply's Vary header, keeping what is there. */
export function varyOnEncoding(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * API answers of JSON are compressed when the client accepts it (issue 17.4: the storefront's
 * reference lists are 10–16 KB of JSON each, about a fifth of that compressed). Streams (CSV,
 * PDF), files and answers already encoded are left as they are.
 */
export function compressJsonAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!request.url.startsWith('/api/') || reply.getHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
    // From here the answer's encoding depends on the request's Accept-Encoding.
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(payload, encoding);
  });
}
