import { describe, expect, it } from 'vitest';
import { apiTestContext } from './harness';

/** Browser security headers on every kind of answer: JSON, errors, and the docs page (HTML; the test apps set API_DOCS=1). */
describe('security headers', () => {
  const c = apiTestContext('pglite');

  const expectSecurityHeaders = (headers: Record<string, unknown>, what: string) => {
    const csp = String(headers['content-security-policy'] ?? '');
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("object-src 'none'");
    // The same rule twice: frame-ancestors for browsers with CSP 2, X-Frame-Options for the rest.
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
  };

  /** GETs `url`, expects its status and the security headers, and answers the reply. */
  const getSecured = async (what: string, url: string, status: number, headers?: Record<string, string>) => {
    const res = await c.t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, what).toBe(status);
    expectSecurityHeaders(res.headers, what);
    return res;
  };

  it('JSON answers, errors and the API docs carry CSP, frame, nosniff and referrer headers', async () => {
    await getSecured('health', '/api/v1/health', 200);
    await getSecured('/me', '/api/v1/me', 200, c.agent.headers);
    await getSecured('404', '/api/v1/nothing-here', 404);
    await getSecured('403', '/api/v1/users', 403, c.agent.headers);
    const docs = await getSecured('docs', '/api/docs', 200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it("X-Frame-Options DENY agrees with the policy's frame-ancestors 'none'", async () => {
    const res = await c.t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim()),
    ).toContain("frame-ancestors 'none'");
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
