import type { z } from 'zod';
import { badRequest } from './errors';
import { assertSafeInput } from './request-guards';

type Issue = { path: PropertyKey[]; message: string };

/** "field: message" for the first problem, the sentence every 400 carries (style.md §4). */
export function describeIssues(issues: readonly Issue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * Parses input with a shared contract schema or throws a 400 naming the field; whole numbers no
 * integer column holds (`toId=1e10`) and unsafe text are refused here too.
 */
export function parse<T extends z.ZodTypeAny>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw badRequest(describeIssues(result.error.issues), 'validation');
  assertSafeInput(result.data, 'input', { numbers: true });
  return result.data;
}
