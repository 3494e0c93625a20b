import type { FileResponse, RouteSpec } from '@travel/contracts';
import type { z } from 'zod';

/**
 * The types of a call, read from its contracts route spec (packages/contracts/src/api): the path
 * params, the query, the JSON body or the multipart parts, and the 2xx answer. Nothing here is
 * typed by hand, so a change of the contracts shows up in a partner's typecheck.
 */

type Success = 200 | 201 | 202 | 204;

/** The schema of the 2xx statuses the route declares (a file download has none: its answer is unknown). */
type SuccessSchema<R extends RouteSpec> = {
  [S in keyof R['responses']]: S extends Success ? (R['responses'][S] extends FileResponse ? never : R['responses'][S]) : never;
}[keyof R['responses']];

/** The typed 2xx answer of a route: what the server encoded through its success schema. */
export type AnswerOf<R extends RouteSpec> = [SuccessSchema<R>] extends [never]
  ? unknown
  : SuccessSchema<R> extends z.ZodType
    ? z.output<SuccessSchema<R>>
    : unknown;

export type ParamsOf<R extends RouteSpec> = R['params'] extends z.ZodType ? z.input<R['params']> : never;

/**
 * Query values as the schema reads them; a value may also be given as text. Objects and arrays
 * travel as JSON text (`rooms=[{"adults":2,"childrenAges":[]}]`); absent, null and empty values are left out.
 */
export type QueryOf<R extends RouteSpec> = R['query'] extends z.ZodType
  ? { [K in keyof z.output<R['query']>]?: z.output<R['query']>[K] | string | null }
  : never;

export type BodyOf<R extends RouteSpec> = R['body'] extends z.ZodType ? z.input<R['body']> : never;

/**
 * A multipart form's parts: the text parts the route's body schema names, each given as text or as
 * a value sent as its JSON text (`booking`), and files (`files[passport][passenger1]`) as Blobs.
 */
export type FormOf<R extends RouteSpec> = (R['body'] extends z.ZodType ? { [K in keyof z.output<R['body']>]?: unknown } : unknown) & Record<string, unknown>;

type Maybe<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T };
type BodyPart<R extends RouteSpec> = R['form'] extends true
  ? { form: FormOf<R> | FormData; body?: never }
  : [BodyOf<R>] extends [never]
    ? { body?: never; form?: never }
    : { body: BodyOf<R>; form?: never };

/** What a call takes: its params when the path has some, its query, its body or form, more headers. */
export type CallInput<R extends RouteSpec> = Maybe<'params', ParamsOf<R>> & { query?: QueryOf<R> } & BodyPart<R> & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/**
 * The quota state a key's answer carries (`RateLimit-Limit`, `RateLimit-Remaining`,
 * `RateLimit-Reset`): calls allowed in the window, calls left, seconds until it starts again.
 * Null on an answer without them (a call made without the key, or a server that sent none).
 */
export type RateLimit = { limit: number; remaining: number; resetSeconds: number };

/** Every answer of the client: the typed body, the HTTP status (201 created, 200 an idempotent replay) and the quota. */
export type Answer<T> = { data: T; status: number; rateLimit: RateLimit | null };
