import { WEBHOOK_EVENTS } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../lib/config';
import { apiTestContext } from './harness';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; summary?: string };

/**
 * The OpenAPI document at /api/docs (served with API_DOCS=1, as the test apps are) describes every call: each operation of the API has a
 * summary and a response schema for a 2xx status (the route tables in packages/contracts).
 */
describe('OpenAPI document', () => {
  const c = apiTestContext('pglite');

  it('describes the request and a 2xx response schema of every API operation', async () => {
    const res = await c.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, op] of Object.entries(item)) {
        operations++;
        const success = Object.entries(op.responses ?? {}).find(([status]) => /^2\d\d$/.test(status));
        const schema = success && Object.values(success[1].content ?? {})[0]?.schema;
        if (!schema) missing.push(`${method.toUpperCase()} ${path}: no 2xx response schema`);
        if (!op.summary) missing.push(`${method.toUpperCase()} ${path}: no summary`);
      }
    }
    expect(operations).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('lists every registered API route', async () => {
    const document = (await c.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`)));
    const routes = c.t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/')).map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('resolves every $ref of the document, and describes file downloads under their own content type', async () => {
    const document = (await c.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      components?: { schemas?: Record<string, unknown> };
      paths: Record<string, Record<string, Operation>>;
    };
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !document.components?.schemas?.[name])).toEqual([]);
    const voucher = Object.entries(document.paths).find(([path]) => path.endsWith('/pdf/download'));
    expect(Object.keys(voucher?.[1].get?.responses?.['200']?.content ?? {})).toEqual(['application/pdf']);
  });

  it("describes a partner's API key and the webhooks the server sends (issue 34)", async () => {
    const document = (await c.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      openapi: string;
      components: { securitySchemes: Record<string, Record<string, string>>; schemas: Record<string, { properties?: Record<string, unknown> }> };
      webhooks: Record<string, { post: { parameters: { name: string; in: string }[]; requestBody: { content: Record<string, { schema: unknown }> } } }>;
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Api-Key' });
    expect(document.components.securitySchemes.apiKey!.description).toContain('Bearer tdk_');
    // A route a key may call says so; one it may not does not.
    expect(document.paths['/api/v1/bookings/{id}']!.get!.security).toContainEqual({ apiKey: [] });
    expect(document.paths['/api/v1/api-keys']!.get!.security).not.toContainEqual({ apiKey: [] });

    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    for (const [event, item] of Object.entries(document.webhooks)) {
      expect(item.post.requestBody.content['application/json']!.schema, event).toEqual({ $ref: '#/components/schemas/WebhookPayload' });
      expect(item.post.parameters, event).toContainEqual(expect.objectContaining({ name: 'Webhook-Signature', in: 'header' }));
    }
    const payload = document.components.schemas.WebhookPayload!;
    expect(Object.keys(payload.properties ?? {})).toEqual(['id', 'type', 'createdAt', 'data']);
    expect(payload.properties!.type).toMatchObject({ enum: [...WEBHOOK_EVENTS] });
  });

  describe('the API_DOCS setting', () => {
    const DOCS_PATHS = ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'];

    it('is off unless API_DOCS=1', () => {
      expect(loadConfig({}).apiDocs).toBe(false);
      expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
      expect(loadConfig({ API_DOCS: '1' }).apiDocs).toBe(true);
    });

    it('off: /api/docs and every path under it answer 404, while the document is still built for app.swagger()', async () => {
      const app = await buildApp({ ...c.t.app.ctx, config: { ...c.t.config, apiDocs: false } });
      try {
        await app.ready();
        for (const url of DOCS_PATHS) {
          const res = await app.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(404);
          expect(res.json(), url).toMatchObject({ code: 'not_found' });
        }
        const paths = (document: unknown) => Object.keys((document as { paths: object }).paths);
        expect(paths(app.swagger())).toEqual(paths(c.t.app.swagger()));
      } finally {
        await app.close();
      }
    });

    it('on: /api/docs answers the page and /api/docs/json the document', async () => {
      const page = await c.t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const json = await c.t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      expect(json.json().openapi).toMatch(/^3\./);
    });
  });
});
