import { describe, expect, it } from 'vitest';
import { apiTestContext } from './harness';

/** Browser security headers on every kind of answer: JSON, errors, and the docs page (HTML). */
describe('security headers', () => {
  const c = apiTestContext('pglite');

  const expectSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("object-src 'none'");
    expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
  };

  it('JSON answers, errors and the API docs carry CSP, frame, nosniff and referrer headers', async () => {
    const health = await c.t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expectSecurityHeaders(health.headers, 'health');
    const me = await c.t.app.inject({ method: 'GET', url: '/api/v1/me', headers: c.agent.headers });
    expect(me.statusCode).toBe(200);
    expectSecurityHeaders(me.headers, '/me');
    const missing = await c.t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers, '404');
    const refused = await c.t.app.inject({ method: 'GET', url: '/api/v1/users', headers: c.agent.headers });
    expect(refused.statusCode).toBe(403);
    expectSecurityHeaders(refused.headers, '403');
    const docs = await c.t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(docs.headers, 'docs');
  });

  it('lets the app run: scripts only from our origin, inline styles, https images (map tiles)', async () => {
    const res = await c.t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/img-src[^;]*https:/);
    expect(csp).toMatch(/style-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("connect-src 'self'");
  });
});
