import { INT4_MAX } from '@travel/contracts';
import { badRequest } from './errors';

/**
 * Input every route refuses before it reaches a service or the database (issue: clear errors
 * instead of 500s): NUL characters and unpaired surrogates in any text (PostgreSQL cannot store
 * either), prototype keys, JSON nested deeper than any of our payloads, and whole numbers that
 * no `integer` column holds. Each problem answers 400 naming the field.
 */

/** Deeper than any payload of the spec (a booking is about 6 levels); 10,000 levels is an attack. */
export const MAX_JSON_DEPTH = 32;

/** In unicode mode a pair is one code point, so this matches only an unpaired surrogate. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why a text cannot be accepted, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (an unpaired surrogate was sent)';
  return null;
}

const fieldName = (path: readonly (string | number)[], fallback: string) => (path.length ? path.join('.') : fallback);

/** Throws a 400 naming the first unsafe text, key or (with `numbers`) out-of-range whole number. */
export function assertSafeInput(value: unknown, where: string, options: { numbers?: boolean } = {}) {
  const problem = findProblem(value, [], 0, options.numbers ?? false);
  if (problem) throw badRequest(`${fieldName(problem.path, where)}: ${problem.message}`, 'validation');
}

type Problem = { path: (string | number)[]; message: string };

function findProblem(value: unknown, path: (string | number)[], depth: number, numbers: boolean): Problem | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : null;
  }
  if (typeof value === 'number') {
    if (numbers && Number.isInteger(value) && Math.abs(value) > INT4_MAX) return { path, message: 'is too large' };
    return null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth > MAX_JSON_DEPTH) return { path, message: 'is nested too deeply' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findProblem(value[i], [...path, i], depth + 1, numbers);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = textProblem(key) ?? (FORBIDDEN_KEYS.has(key) ? 'is not an allowed field name' : null);
    if (keyMessage) return { path: [...path, key], message: keyMessage };
    const found = findProblem(item, [...path, key], depth + 1, numbers);
    if (found) return found;
  }
  return null;
}

/** Nesting depth of a JSON text, counted without parsing it (so 10,000 levels never recurse). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return deepest;
}

/** JSON bodies: refused when too deep or unparsable, with a sentence that says so. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest(`body: JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`, 'validation');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('body: is not valid JSON', 'validation');
  }
  assertSafeInput(value, 'body');
  return value;
}

/** Path ids (`:id`, `:hotelId`...) are whole numbers an integer column holds: 400 otherwise. */
export function assertPathIds(params: unknown) {
  if (!params || typeof params !== 'object') return;
  for (const [key, value] of Object.entries(params)) {
    if (key !== 'id' && !key.endsWith('Id')) continue;
    const text = String(value);
    if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > INT4_MAX) throw badRequest(`${key}: must be an id`, 'validation');
  }
}

/** A percent-encoded URL whose bytes are not UTF-8 (an unpaired surrogate is sent that way). */
export function assertDecodableUrl(url: string) {
  const query = url.indexOf('?');
  const parts: [string, string][] = [['path', query < 0 ? url : url.slice(0, query)]];
  if (query >= 0) parts.push(['query', url.slice(query + 1)]);
  for (const [where, text] of parts) {
    try {
      decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      throw badRequest(`${where}: must be valid UTF-8 text`, 'validation');
    }
  }
}

/** Query strings: each parameter at most once (`?token=a&token=b` is refused), safe text. */
export function assertSafeQuery(query: unknown) {
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw badRequest(`${key}: must be given once`, 'validation');
  }
  assertSafeInput(query, 'query');
}
