import { errorForLog } from './lib/log-errors';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { Config } from './lib/config';
import { compressJsonAnswers } from './lib/compression';
import { answerForDatabaseError } from './lib/db-errors';
import { AppError } from './lib/errors';
import { responseSerializer } from './lib/response-serializer';
import { assertDecodableUrl, assertPathIds, assertSafeInput, assertSafeQuery, parseJsonBody } from './lib/request-guards';
import type { Storage } from './lib/storage';
import { describeIssues } from './lib/validation';
import { webhookDocs } from './lib/openapi-webhooks';
import { authPlugin } from './modules/auth/plugin';
import { authRoutes } from './modules/auth/routes';
import { adminChangePassword, revokeLoginTokens } from './modules/auth/service';
import { accountRoutes } from './modules/bookings/account-routes';
import { apiKeyResolver, meterApiCall, meterUsage, partnerRoutes } from './modules/partners';
import { reportRoutes } from './modules/reports/routes';
import { bookingRoutes } from './modules/bookings/routes';
import { inventoryRoutes } from './modules/bookings/inventory-routes';
import { contentRoutes } from './modules/content/routes';
import { currencyRatesRoutes } from './modules/currency/routes';
import { listRates } from './modules/currency/service';
import { destinationRoutes } from './modules/destinations/routes';
import { flightRoutes } from './modules/flights/routes';
import { transferRoutes } from './modules/transfers/routes';
import { visaRoutes } from './modules/visas/routes';
import { tourRoutes } from './modules/tours/routes';
import { visaSearchRoutes } from './modules/visas/search/routes';
import { transferSearchRoutes } from './modules/transfers/search/routes';
import { healthRoutes } from './modules/health/routes';
import { metricsRoutes } from './modules/search/metrics';
import { hotelRoutes } from './modules/hotels/routes';
import { hotelMarkupsRoutes } from './modules/hotels/markups/routes';
import { mediaRoutes } from './modules/media/routes';
import { registerProducts } from './products';
import { referenceRoutes } from './modules/reference/routes';
import { searchRoutes } from './modules/search/routes';
import { type SearchCacheSync, syncSearchCaches } from './modules/search/cache-sync';
import { type SearchChange, setSearchCacheBudgets } from './modules/hotels/search/service';
import { collectInventoryChanges, type InventoryChange } from './modules/inventory/changes';
import { liveHoldsByItem } from './modules/inventory';
import { settingsRoutes } from './modules/settings/routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { usersRoutes } from './modules/users/routes';
import { webRoutes } from './modules/web/routes';

export type AppContext = { database: Database; config: Config; storage: Storage; clock: Clock };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route registered, as the tests that sweep them need it. */
    routeTable: { method: string; url: string }[];
    /** This worker's search caches kept in step with the other workers' (GET metrics reads its counts). */
    searchCaches: SearchCacheSync;
  }
  interface FastifyRequest {
    /** What the inventory ledger took or gave back while answering (inventory/changes.ts). */
    inventoryChanges: InventoryChange[];
  }
}

export type App = FastifyInstance;

export async function buildApp(ctx: AppContext, options: { logger?: boolean | object } = {}) {
  registerProducts();
  const app = Fastify({
    logger: options.logger ?? false,
    // Off unless configured: a client could otherwise pick its own IP and dodge the login limit.
    trustProxy: ctx.config.trustProxy,
    // JSON and urlencoded bodies; multipart uploads have their own per-file limit (lib/multipart).
    bodyLimit: JSON_BODY_LIMIT,
    // Never log secrets: tokens travel in headers and (download links) in the query string.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `No route ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
  });
  // Empty JSON bodies are fine for GET-like POSTs; too deep or unsafe JSON answers 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Form-urlencoded bodies are read as text fields.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // Credentials travel in small bodies: a large one is refused before it is read.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (SMALL_BODY_ROUTES.test(route.url)) route.bodyLimit = SMALL_BODY_LIMIT;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  // Unsafe text anywhere (path, query, body), repeated query parameters: 400 before any handler.
  app.addHook('onRequest', async (request) => assertDecodableUrl(request.url));
  app.addHook('preValidation', async (request) => {
    assertSafeInput(request.params, 'path');
    assertPathIds(request.params);
    assertSafeQuery(request.query);
    if (!request.isMultipart()) assertSafeInput(request.body, 'body');
  });
  // After validation the values are typed: whole numbers beyond an integer column answer 400.
  app.addHook('preHandler', async (request) => {
    assertSafeInput(request.params, 'path', { numbers: true });
    assertSafeInput(request.query, 'query', { numbers: true });
    if (!request.isMultipart()) assertSafeInput(request.body, 'body', { numbers: true });
  });

  // Browser security headers (CSP and friends) on every answer. Helmet's middleware is built once:
  // @fastify/helmet built it again for every request (parsing the policy each time: some 5 % of a
  // booking's or a search's CPU).
  // X-Frame-Options says what the policy's frame-ancestors 'none' says, for browsers without CSP 2.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    hsts: ctx.config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));
  await app.register(multipart);
  const partnerWebhooks = webhookDocs();
  await app.register(swagger, {
    openapi: {
      // 3.1: the document also describes the webhooks the server sends (issue 34, lib/openapi-webhooks.ts).
      openapi: '3.1.0',
      info: { title: 'Travel portal API', version: '1' },
      webhooks: partnerWebhooks.webhooks,
      components: {
        schemas: partnerWebhooks.schemas,
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // Issue 34: a partner's key, on the calls its scopes open (docs/partner-api.md); also accepted as `Authorization: Bearer tdk_…`.
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description: "A partner's API key (tdk_…), also accepted as `Authorization: Bearer tdk_…`",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas reused or recursive (the location tree) land in components, so every $ref resolves.
    transformObject: jsonSchemaTransformObject,
  });
  // The document is always built (app.swagger()); the page and its JSON/YAML are served only with
  // API_DOCS=1 (config.ts), else /api/docs answers 404 like any unknown path. Swagger UI loads its
  // scripts as files, so the site's policy (helmet above) serves it as is.
  if (ctx.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Issue 34: the auth plugin reads a partner's key through this (auth does not import partners).
  app.decorate('resolveApiKey', apiKeyResolver(app));
  await app.register(authPlugin);
  // Issue 34: a partner key's calls are counted against its quota, and its searches and bookings metered.
  app.decorate('meterApiCall', meterApiCall);
  meterUsage(app);
  // Priced searches are cached for a few seconds (search-kit/result-cache.ts): a successful write
  // that may change a price or an availability empties this worker's caches before it answers,
  // and tells the other workers of the database to empty theirs (search/cache-sync.ts).
  setSearchCacheBudgets(ctx.database.db, ctx.config.searchCacheMb);
  const searchCaches = await syncSearchCaches(ctx.database);
  app.decorate('searchCaches', searchCaches);
  app.decorateRequest('inventoryChanges', null as unknown as InventoryChange[]);
  app.addHook('onRequest', (request, _reply, done) => {
    request.inventoryChanges = [];
    collectInventoryChanges(request.inventoryChanges, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const change = reply.statusCode < 400 ? searchChangeOf(request.method, request.url, request.inventoryChanges) : null;
    if (change) await searchCaches.clearEverywhere(change);
    return payload;
  });
  app.addHook('onClose', () => searchCaches.stop());
  // JSON answers travel compressed when the client accepts it (the site's files come precompressed).
  compressJsonAnswers(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(inventoryRoutes, { liveHoldsByItem });
      await api.register(authRoutes);
      // Users end sessions and set passwords through auth's functions, handed in: users import nothing of auth (issue 28).
      await api.register(usersRoutes, { sessions: { revokeLogins: revokeLoginTokens, changePassword: adminChangePassword } });
      await api.register(referenceRoutes);
      await api.register(destinationRoutes);
      // The header's currency rates are the currency module's: handed in, settings import no module (issue 28).
      await api.register(settingsRoutes, { listRates });
      await api.register(currencyRatesRoutes);
      await api.register(hotelMarkupsRoutes);
      await api.register(mediaRoutes);
      await api.register(subscriptionRoutes);
      await api.register(contentRoutes);
      await api.register(hotelRoutes);
      await api.register(flightRoutes);
      await api.register(transferRoutes);
      await api.register(visaRoutes);
      await api.register(tourRoutes);
      await api.register(searchRoutes);
      await api.register(visaSearchRoutes);
      await api.register(transferSearchRoutes);
      await api.register(bookingRoutes);
      await api.register(accountRoutes);
      await api.register(partnerRoutes);
      await api.register(reportRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(webRoutes);
  return app;
}

function errorHandler(
  this: FastifyInstance,
  error: FastifyError & { validation?: unknown[] },
  request: import('fastify').FastifyRequest,
  reply: import('fastify').FastifyReply,
) {
  if (error instanceof AppError) {
    // `message` repeats the sentence for clients that read the spec's message path (login failures).
    return reply.code(error.status).send({ error: error.message, message: error.message, code: error.code });
  }
  if (Array.isArray(error.validation)) {
    const issues = (error.validation as { instancePath?: string; message?: string }[]).map((v) => ({
      path: (v.instancePath ?? '').split('/').filter(Boolean),
      message: v.message ?? 'is invalid',
    }));
    return reply.code(400).send({ error: describeIssues(issues), code: 'validation' });
  }
  const database = answerForDatabaseError(error);
  if (database) {
    if (database.status >= 500 || database.code !== 'conflict') request.log.warn({ err: errorForLog(error) }, 'database refused a value');
    return reply.code(database.status).send({ error: database.error, code: database.code });
  }
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send({ error: 'file size is too big', code: 'too_large' });
  if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return reply.code(413).send({
      error: `The request body is too large (at most ${Math.round((reply.request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT) / 1024)} KB).`,
      code: 'too_large',
    });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ error: error.message, code: error.code ?? 'bad_request' });
  }
  request.log.error({ err: errorForLog(error) }, 'unhandled error');
  return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.', code: 'internal' });
}

/** JSON and urlencoded bodies: a booking with nine passengers is about 10 KB. */
const JSON_BODY_LIMIT = 1_048_576;
const SMALL_BODY_LIMIT = 16_384;
const SMALL_BODY_ROUTES = /^\/api\/v1\/(login|registration|forgot-password|reset-password|change-password)$/;

/**
 * The browser may run only our own scripts; styles inline (Mantine and Leaflet set them);
 * images from anywhere on https (map tiles are a setting, hotel images may be linked); no
 * framing by other sites.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Writes that cannot change a search answer: sessions, the newsletter, the search calls
 * themselves, download links, one's own profile (the agency's markups are the administrator's),
 * articles, the storefront's menus, pictures and texts, and a booking's details mail (issue 36).
 */
const PRICE_NEUTRAL_WRITES =
  /^\/api\/v1\/(api-keys|webhooks|login|logout|registration|forgot-password|reset-password|change-password|subscriptions|search|download-token|profile|articles|articlecategories|media|settings\/(mainMenu|mainMenuRight|footerMenu[123]|backgroundimages|pagesbackgroundimages|homeoffers|homerecommended|sidebarbanners|medias)|bookings\/\d+\/send-details-email)(\/|\?|$)/;

/** Every write may, apart from the neutral ones; so may the GET that cancels a booking. */
export const mayChangePrices = (method: string, url: string) => searchWriteScope(method, url) !== null;

/**
 * What a write may change for the search: bookings (their creation, edits, cancellation) change
 * only availability, which the catalogue index does not hold; every other write but the neutral
 * ones may change the catalogue, prices, rates or settings.
 */
export function searchWriteScope(method: string, url: string): 'catalogue' | 'availability' | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return /^\/api\/v1\/bookings\/\d+\/cancel(\?|$)/.test(url) ? 'availability' : null;
  if (PRICE_NEUTRAL_WRITES.test(url)) return null;
  return /^\/api\/v1\/bookings(\/|\?|$)/.test(url) ? 'availability' : 'catalogue';
}

/** A write to one hotel or what is below it (rooms, prices, offers, allotments, images). */
const ONE_HOTEL = /^\/api\/v1\/hotels\/(\d+)(\/|\?|$)/;

/**
 * What a successful request changed for the search caches (hotels/search/service.ts SearchChange): a
 * booking, exactly the units its ledger took or gave back (none: nothing); a write to one hotel,
 * that hotel; any other write but the neutral ones, the catalogue.
 */
export function searchChangeOf(method: string, url: string, inventory: readonly InventoryChange[]): SearchChange | null {
  const scope = searchWriteScope(method, url);
  if (scope === null) return null;
  if (scope === 'availability') return inventory.length ? { kind: 'inventory', changes: [...inventory] } : null;
  const hotel = ONE_HOTEL.exec(url);
  return hotel ? { kind: 'hotels', hotelIds: [Number(hotel[1])] } : { kind: 'catalogue' };
}
