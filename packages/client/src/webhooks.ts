import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures (issue 34). Every webhook is POSTed with
 * `Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the
 * endpoint's secret. A receiver checks it on the raw bytes it received (before any JSON parsing:
 * a parsed and re-serialized body is not the signed one) and refuses old timestamps, so a captured
 * request cannot be replayed later. Node only (node:crypto): receivers are servers.
 */

export const SIGNATURE_HEADER = 'webhook-signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

type Body = string | Uint8Array;

const bytesOf = (body: Body) => (typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body.buffer, body.byteOffset, body.byteLength));

function digest(secret: string, t: number, body: Body): string {
  return createHmac('sha256', secret).update(`${t}.`).update(bytesOf(body)).digest('hex');
}

/** The header the server sends for `body` at `t` (unix seconds): for tests and for checking a receiver. */
export function signWebhook(secret: string, body: Body, t: number = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${digest(secret, t, body)}`;
}

/** The header's timestamp and its `v1` signatures (several during a secret's rotation); null when it is not one. */
export function parseSignatureHeader(header: string | null | undefined): { t: number; signatures: string[] } | null {
  if (typeof header !== 'string' || header.length > 2000) return null;
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...extra] = part.trim().split('=');
    if (value === undefined || extra.length) return null;
    if (key === 't') {
      if (t !== null || !/^\d{1,12}$/.test(value)) return null;
      t = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return null;
      signatures.push(value.toLowerCase());
    }
    // Other schemes (v2 …) a later server may add are skipped, not refused.
  }
  return t === null || signatures.length === 0 ? null : { t, signatures };
}

export type VerifyWebhookInput = {
  /** The endpoint's secret, as answered when the endpoint was created or its secret rotated. */
  secret: string;
  /** The `Webhook-Signature` header as received. */
  header: string | null | undefined;
  /** The raw body as received (text or bytes). */
  body: Body;
  /** How old (or how far ahead) the timestamp may be; 300 seconds by default. */
  toleranceSeconds?: number;
  /** The receiver's time in unix seconds (tests pin it); now by default. */
  now?: number;
};

/**
 * True when `header` signs `body` with `secret` and its timestamp is within `toleranceSeconds` of
 * `now`. The signatures are compared in constant time; any malformed header is simply false.
 */
export function verifyWebhookSignature({ secret, header, body, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, now }: VerifyWebhookInput): boolean {
  const parsed = parseSignatureHeader(header);
  if (!parsed || !secret) return false;
  const current = now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(current - parsed.t) > toleranceSeconds) return false;
  const expected = Buffer.from(digest(secret, parsed.t, body), 'hex');
  // Every candidate is compared (no early exit): the time taken says nothing about which one matched.
  let matched = false;
  for (const signature of parsed.signatures) {
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  return matched;
}
