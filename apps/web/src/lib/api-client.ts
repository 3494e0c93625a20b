/**
 * The web's only way to the API: a call names a route of the contracts' route tables
 * (packages/contracts/src/api), so the path, params, query, body and the 2xx answer are typed
 * from the same objects the server registers its routes from. No answer is typed by hand. At
 * runtime a route is only its method and path (./api-routes/): the client sends what it is
 * given and reads the answer as JSON without checking it against a schema, so no schema is needed.
 */
import type { RouteSpec, RouteTable } from '@travel/contracts';
import type { z } from 'zod';
import { expireSession, getSession } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const UNREACHABLE = 'The server cannot be reached. Check your connection and try again.';

/**
 * The code of the refusal of a call sent with a session the server no longer knows (revoked,
 * expired): the screens do not toast it, the login page says the session expired (issue 18.3).
 */
export const SESSION_EXPIRED = 'session_expired';

let onUnauthorized: () => void = () => {};
/** Set by the router: a 401 from any call logs out and goes to /login, to come back after (account spec §8). */
export const handleUnauthorized = (fn: () => void) => {
  onUnauthorized = fn;
};

// ---------------------------------------------------------------- routes at runtime

/** The key of a route's spec, a type only: no route object carries it at runtime. */
declare const SPEC: unique symbol;

/**
 * A route as the client holds it at runtime: its method and path, typed from its contract spec `R`
 * (./api-routes/, a file per contracts file). The contracts' own tables would bring every request
 * and answer schema, and zod, into the first page's JavaScript (issue 17.4, docs/decisions.md);
 * the typecheck refuses a route that is missing or whose method or path differs from the
 * contracts, and api-routes.test.ts compares them route by route. A new route in the contracts:
 * add its line to the file of the same name (the typecheck names it).
 */
export type RouteRef<R extends RouteSpec = RouteSpec> = { readonly method: R['method']; readonly path: R['path']; readonly [SPEC]?: R };
/** A contract route table with each route as a `RouteRef` (./api-routes/). */
export type PlainTable<T extends RouteTable> = { readonly routes: { readonly [K in keyof T['routes']]: RouteRef<T['routes'][K]> } };
/** The contract spec a route is typed from. */
type SpecOf<R extends RouteRef> = NonNullable<R[typeof SPEC]>;

// ---------------------------------------------------------------- types from a route spec

type Success = 200 | 201 | 202 | 204;
type SchemaAt<R extends RouteSpec, S> = S extends keyof R['responses'] ? (R['responses'][S] extends z.ZodType ? R['responses'][S] : never) : never;
type Params<R extends RouteSpec> = R['params'] extends z.ZodType ? z.output<R['params']> : never;
type Query<R extends RouteSpec> = R['query'] extends z.ZodType ? { [K in keyof z.output<R['query']>]?: z.output<R['query']>[K] | string | null } : never;
type Body<R extends RouteSpec> = R['body'] extends z.ZodType ? z.input<R['body']> : never;
type Fields<R extends RouteSpec> = R['body'] extends z.ZodType ? { [K in keyof z.output<R['body']>]?: unknown } : Record<string, unknown>;

/** The typed 2xx answer of a route: what the server encoded through its success schema. */
export type AnswerOf<R extends RouteRef> = z.output<SchemaAt<SpecOf<R>, Success>>;
export type ParamsOf<R extends RouteRef> = Params<SpecOf<R>>;
/** Query values travel as text; absent, null and empty values are left out. */
export type QueryOf<R extends RouteRef> = Query<SpecOf<R>>;
export type BodyOf<R extends RouteRef> = Body<SpecOf<R>>;

/**
 * A multipart form's parts: plain values as text, objects as JSON text, files as files (spec
 * quirks). The text parts are named by the route's body schema; their values are what the server
 * parses them into (JSON-text parts are checked there, against the same schema).
 */
export type FormParts<R extends RouteRef = RouteRef> = {
  fields?: Fields<SpecOf<R>>;
  files?: Record<string, File | Blob | null | undefined>;
  override?: 'PUT';
};

type Maybe<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T };
export type CallInput<R extends RouteRef> = Maybe<'params', ParamsOf<R>> & { query?: QueryOf<R> } & (SpecOf<R>['form'] extends true
    ? // A form route takes its multipart parts; a few also read the same fields as JSON (reset-password).
      { form: FormData | FormParts<R>; body?: never } | { body: BodyOf<R>; form?: never }
    : { body?: BodyOf<R>; form?: never }) & { headers?: Record<string, string> };

// ---------------------------------------------------------------- building the request

/** `/bookings/:id` with `{ id: 7 }` → `bookings/7` (each value encoded); a missing param is a bug. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/^\//, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`The call ${path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}

export function urlOf(path: string, query: Record<string, unknown> = {}): URL {
  const url = new URL(`/api/v1/${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

/** A multipart form as the spec's screens send it; `override` adds `_method=PUT` first. */
export function toFormData(values: Record<string, unknown>, files: Record<string, File | Blob | null | undefined> = {}, override?: 'PUT') {
  const form = new FormData();
  if (override) form.append('_method', override);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [key, file] of Object.entries(files)) if (file) form.append(key, file);
  return form;
}

// ---------------------------------------------------------------- the transport

type Payload = Record<string, unknown> | FormData | undefined;

/** The one fetch of the API: bearer token, JSON or multipart body, the server's sentence on a refusal. */
export async function send<T>(
  method: string,
  path: string,
  body?: Payload,
  query?: Record<string, unknown>,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const url = urlOf(path.replace(/^\//, ''), query);
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  const session = getSession();
  if (session) headers.authorization = `Bearer ${session.token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload });
  } catch {
    throw new ApiError(UNREACHABLE, 0);
  }
  const data: unknown = response.headers.get('content-type')?.includes('json') ? await response.json().catch(() => undefined) : undefined;
  // Logging in or out with a dead token is no expired session to announce.
  const expired = response.status === 401 && !!session && !/^\/?log(in|out)\b/.test(path);
  // Several calls may fail together: the first one ends the session and leaves for /login.
  if (expired && getSession() === session) {
    expireSession();
    onUnauthorized();
  }
  const refusal = data && typeof data === 'object' ? (data as { error?: unknown; code?: unknown }) : undefined;
  if (!response.ok || refusal?.error) {
    const message = typeof refusal?.error === 'string' && refusal.error ? refusal.error : response.statusText || `HTTP ${response.status}`;
    throw new ApiError(message, response.status, expired ? SESSION_EXPIRED : typeof refusal?.code === 'string' ? refusal.code : undefined);
  }
  return data as T;
}

/** Calls one route of a contract table (./api-routes/) and answers its typed 2xx body. */
export function call<R extends RouteRef>(
  route: R,
  ...[input]: Record<never, never> extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>]
): Promise<AnswerOf<R>> {
  const given = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
    form?: FormData | FormParts;
    headers?: Record<string, string>;
  };
  let body: Payload = given.body;
  if (given.form) body = given.form instanceof FormData ? given.form : toFormData(given.form.fields ?? {}, given.form.files, given.form.override);
  return send<AnswerOf<R>>(route.method, pathOf(route.path, given.params), body, given.query, given.headers);
}
