import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Serializes every answer through its route's response schema (packages/contracts/src/api):
 * fields the contract lacks are dropped, so a presenter can never leak one. Under the test
 * runner a dropped field fails the request instead, so a contract that forgot a field the
 * client needs is found by the tests, not by a user.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  const strict = Boolean(process.env.VITEST);
  return (data: unknown) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) {
      const issues = result.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
      throw new Error(`${method} ${url}: the answer does not match its contract (${issues.join('; ')})`);
    }
    if (strict) {
      const dropped = droppedFields(data, result.data, '');
      if (dropped.length) throw new Error(`${method} ${url}: the answer has fields its contract lacks: ${dropped.slice(0, 5).join(', ')}`);
    }
    return JSON.stringify(result.data);
  };
};

/** Paths present (and defined) in `sent` but missing from `kept`. */
function droppedFields(sent: unknown, kept: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) return sent.flatMap((item, i) => droppedFields(item, kept[i], `${path}[${i}]`));
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    const at = path ? `${path}.${key}` : key;
    if (!(key in kept)) out.push(at);
    else out.push(...droppedFields(value, kept[key], at));
  }
  return out;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value);
