import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseSignatureHeader, signWebhook, verifyWebhookSignature } from './webhooks';

const secret = 'whsec_5b1c0e';
const body = JSON.stringify({ id: 'f0c1', type: 'booking.created', createdAt: '2027-06-01T12:00:00.000Z', data: { booking: { id: 41 } } });
const t = 1_811_764_800; // 2027-05-31T12:00:00Z

describe('webhook signatures', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 of the secret, in hex', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhook(secret, body, t)).toBe(`t=${t},v1=${expected}`);
    // Bytes sign as their text does.
    expect(signWebhook(secret, new TextEncoder().encode(body), t)).toBe(signWebhook(secret, body, t));
  });

  it('verifies a good signature, on the text or on the raw bytes, within the tolerance either way', () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhookSignature({ secret, header, body, now: t })).toBe(true);
    expect(verifyWebhookSignature({ secret, header, body: Buffer.from(body), now: t + 300 })).toBe(true);
    expect(verifyWebhookSignature({ secret, header, body, now: t - 300 })).toBe(true);
    expect(verifyWebhookSignature({ secret, header: ` t=${t} , v1=${header.split('v1=')[1]!.toUpperCase()} `, body, now: t })).toBe(true);
  });

  it('refuses a tampered body, a wrong secret and an empty secret', () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhookSignature({ secret, header, body: body.replace('"id":41', '"id":42'), now: t })).toBe(false);
    expect(verifyWebhookSignature({ secret, header, body: `${body} `, now: t })).toBe(false);
    expect(verifyWebhookSignature({ secret: 'whsec_other', header, body, now: t })).toBe(false);
    expect(verifyWebhookSignature({ secret: '', header, body, now: t })).toBe(false);
  });

  it('refuses a stale (or future) timestamp, and a timestamp changed after signing', () => {
    const header = signWebhook(secret, body, t);
    expect(verifyWebhookSignature({ secret, header, body, now: t + 301 })).toBe(false);
    expect(verifyWebhookSignature({ secret, header, body, now: t - 301 })).toBe(false);
    expect(verifyWebhookSignature({ secret, header, body, now: t + 3600, toleranceSeconds: 3600 })).toBe(true);
    const replayed = header.replace(`t=${t}`, `t=${t + 1000}`);
    expect(verifyWebhookSignature({ secret, header: replayed, body, now: t + 1000 })).toBe(false);
  });

  it('accepts any of several v1 signatures (a rotation) and skips schemes it does not know', () => {
    const good = signWebhook(secret, body, t).split('v1=')[1]!;
    const other = signWebhook('whsec_old', body, t).split('v1=')[1]!;
    expect(verifyWebhookSignature({ secret, header: `t=${t},v1=${other},v1=${good}`, body, now: t })).toBe(true);
    expect(verifyWebhookSignature({ secret, header: `t=${t},v0=abc,v1=${good}`, body, now: t })).toBe(true);
  });

  it('refuses a malformed header', () => {
    const good = signWebhook(secret, body, t).split('v1=')[1]!;
    const malformed = [
      undefined,
      null,
      '',
      'garbage',
      `v1=${good}`,
      `t=${t}`,
      `t=soon,v1=${good}`,
      `t=${t},t=${t},v1=${good}`,
      `t=${t},v1=${good.slice(1)}`,
      `t=${t},v1=${good.replace(/./, 'z')}`,
      `t=${t},v1=${good}=`,
      `t=-${t},v1=${good}`,
      `t=${t};v1=${good}`,
      `t=${t},v1=${good},${'x'.repeat(3000)}`,
    ];
    for (const header of malformed) expect(verifyWebhookSignature({ secret, header, body, now: t }), String(header)).toBe(false);
    expect(parseSignatureHeader(`t=${t},v1=${good}`)).toEqual({ t, signatures: [good] });
  });
});
