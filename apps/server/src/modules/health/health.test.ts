import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestContext } from '../../test/harness';

describe.each(engines)('health API on %s', (engine) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  describe('GET /health', () => {
    it('answers ok with the database engine', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', database: engine });
    });
  });

  describe('unknown routes', () => {
    it('answers 404 as JSON with an error, for any method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: '/api/v1/whatever?x=1' });
        expect(res.statusCode, method).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json()).toEqual({ error: `No route ${method} /api/v1/whatever.`, code: 'not_found' });
      }
    });
  });

  describe('GET /api/docs/json', () => {
    it('answers the OpenAPI document listing the API routes', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.info).toMatchObject({ title: 'Travel portal API', version: '1' });
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining(['/api/v1/health', '/api/v1/users', '/api/v1/users/{id}', '/api/v1/usertaxonomies/{type}', '/api/v1/locations']),
      );
    });
  });
});
