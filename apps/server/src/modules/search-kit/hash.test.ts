import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacOf, hmacPads } from './hash';

/*
 * Option hashes are signed with HMAC-SHA-256 computed from its definition with one-shot hashes
 * (hash.ts, issue 17.2): it must be exactly Node's HMAC, whatever the key and the text.
 */
describe('hmacOf', () => {
  it('is createHmac(sha256) for keys shorter than, as long as and longer than a block, and any ASCII text', () => {
    for (const keyLength of [1, 16, 32, 63, 64, 65, 100]) {
      const key = randomBytes(keyLength);
      const pads = hmacPads(key);
      for (const text of ['', 'a', 'f.WzEsMiwzXQ', 'x'.repeat(55), 'y'.repeat(64), 'z'.repeat(300), randomBytes(90).toString('base64url')]) {
        expect(hmacOf(pads, text).toString('hex')).toBe(createHmac('sha256', key).update(text).digest('hex'));
      }
    }
  });
});
