import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference is read out on the phone (domain-rules §7, e.g. TB7K3Q9X). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 8;

/** A short, unguessable booking reference: 8 characters from a CSPRNG, about 40 bits. */
export function newReference(): string {
  let reference = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
