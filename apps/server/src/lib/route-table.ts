import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteSpec, RouteTable } from '@travel/contracts';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { apiKeyGate, requireAdmin, requireUser } from './access';
import type { UserRow } from '../modules/users/tables';
import { parse } from './validation';

/**
 * Registers a module's routes from its contract route table (packages/contracts/src/api):
 * the access rule is checked first (before the body is read), then params, query and JSON body are parsed with the
 * contract's schemas (a 400 names the field, as `parse` does everywhere), and the answer is
 * serialized through the response schema of its status, so a presenter cannot leak a field
 * the contract lacks. The same schemas make the OpenAPI document at /api/docs.
 */

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The body of any status the contract declares (a handler may set 201, 503... itself). */
type DeclaredBody<R extends RouteSpec> = {
  [S in keyof R['responses']]: R['responses'][S] extends z.ZodType ? z.input<R['responses'][S]> : never;
}[keyof R['responses']];

export type RouteInput<R extends RouteSpec> = {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  /** The parsed JSON body; undefined for multipart forms (read them with lib/multipart). */
  body: R['form'] extends true ? undefined : Parsed<R['body']>;
  user: R['access'] extends 'public' ? UserRow | null : UserRow;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** What a handler may answer: a body the contract declares, or a reply it already sent (files, streams). */
export type RouteAnswer<R extends RouteSpec> = DeclaredBody<R> | FastifyReply | Buffer | Readable | string;

export type RouteHandler<R extends RouteSpec> = (input: RouteInput<R>) => Promise<RouteAnswer<R>>;

export type RouteHandlers<T extends RouteTable> = { [K in keyof T['routes']]: RouteHandler<T['routes'][K]> };

/** Fastify must not validate again with other sentences: parsing happens in the handler below. */
const acceptAsSent = () => (data: unknown) => ({ value: data });

export function registerRouteTable<T extends RouteTable>(app: FastifyInstance, table: T, handlers: NoInfer<RouteHandlers<T>>) {
  for (const [name, spec] of Object.entries(table.routes)) {
    const guard = (request: FastifyRequest) => (spec.access === 'admin' ? requireAdmin(request) : spec.access === 'user' ? requireUser(request) : request.user);
    const handle = handlers[name as keyof T['routes']] as unknown as (input: RouteInput<RouteSpec>) => Promise<unknown>;
    app.route({
      method: spec.method,
      url: spec.path,
      schema: {
        tags: [table.tag],
        summary: spec.summary,
        operationId: `${table.tag}.${name}`,
        // Only the parts a route has: Fastify warns about a schema key set to undefined.
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        response: spec.responses,
        ...(spec.form ? { consumes: ['multipart/form-data'] } : {}),
        // Public calls a key may make: anonymous, a login, or a key (an empty requirement is "none").
        ...(spec.access === 'public'
          ? spec.apiKey
            ? { security: [{}, { bearer: [] }, { apiKey: [] }] }
            : {}
          : { security: spec.apiKey ? [{ bearer: [] }, { apiKey: [] }] : [{ bearer: [] }] }),
      },
      validatorCompiler: acceptAsSent,
      // Before the body is read: a visitor or agent gets 401/403 whatever it sends, never a 400
      // that tells it the route parses its input.
      // An API key (issue 34) passes only routes its scopes open, counted against its quota.
      onRequest: async (request, reply) => {
        guard(request);
        await apiKeyGate(request, reply, spec);
      },
      handler: async (request, reply) => {
        const user = guard(request);
        const params = spec.params ? parse(spec.params, request.params ?? {}) : undefined;
        const query = spec.query ? parse(spec.query, request.query ?? {}) : undefined;
        const body = spec.body && !spec.form ? parse(spec.body, request.body ?? {}) : undefined;
        return handle({ params, query, body, user, request, reply } as RouteInput<RouteSpec>);
      },
    });
  }
}
