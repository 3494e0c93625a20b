import { z } from 'zod';

/**
 * A route table: every call of a module as plain data (method, path, who may call it, the
 * request's params, query and body, and a response schema per status). The server registers
 * its Fastify routes from it (requests parsed, responses serialized through the schema, the
 * OpenAPI document complete); the web client is typed from the same objects.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, any logged-in user, administrators (checked on the server too). */
export type Access = 'public' | 'user' | 'admin';

export type RouteSpec = {
  method: HttpMethod;
  /** Fastify-style path under /api/v1, e.g. `/bookings/:id`. */
  path: string;
  summary: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body, or the text fields of a multipart form (`form: true`). */
  body?: z.ZodType;
  /** The body is a multipart form (the spec's forms: text parts, JSON-text parts, files). */
  form?: boolean;
  /** Response schema per HTTP status (or a file download); at least one 2xx. */
  responses: Record<number, z.ZodType | FileResponse>;
  /**
   * A partner's API key (issue 34) may call this route when it has this scope, as its agency's
   * agent, counted against that scope's quota; absent: a key is refused (403).
   */
  apiKey?: 'search' | 'book';
};

export type RouteTable = { tag: string; routes: Record<string, RouteSpec> };

/** Declares a module's route table; `satisfies` keeps each route's exact types. */
export const defineRoutes = <const T extends Record<string, RouteSpec>>(tag: string, routes: T) => ({ tag, routes });

/** A file download (PDF, CSV, image): described under its own content type, never serialized. */
export type FileResponse = { description: string; content: Record<string, { schema: z.ZodType }> };
export const fileResponse = (contentType: string, description: string): FileResponse => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});

/** The error body every 4xx and 5xx carries. */
export const errorResponse = z.object({ error: z.string(), code: z.string().optional(), message: z.string().optional() });

/** The usual refusals of a call that needs a login (401) or an administrator (403). */
export const guarded = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;
