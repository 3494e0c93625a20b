import { describe, expect, it } from 'vitest';
import { apiTestContext } from './harness';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; summary?: string };

/**
 * The OpenAPI document at /api/docs describes every call: each operation of the API has a
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
    const routes = c.t.app.routeTable
      .filter((r) => r.url.startsWith('/api/v1/'))
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
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
});
