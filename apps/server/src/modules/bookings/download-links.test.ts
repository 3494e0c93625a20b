import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { closeTestApp, insertBooking } from './test-data';

/**
 * Issue 30: a download link opened in a browser after its single-use token was spent goes to the
 * web app's "link expired" page, naming the file again (the CSV's filters, a voucher's id and
 * copy); a script or a fetch still gets 401.
 */
describe.each(engines)('expired download links on %s', (engine) => {
  let t: TestContext;
  let agent: Session;
  let bookingId: number;
  const page = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate' };

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await session(t.app, t.database.db, 'ROLE_AGENT');
    bookingId = (await insertBooking(t.database.db, { agentId: agent.user.id, pnrs: 'LINK0001' })).id;
  });
  afterAll(() => closeTestApp(t));

  const spentToken = async () => {
    const token = (await t.app.inject({ method: 'POST', url: '/api/v1/download-token', headers: agent.headers })).json().token as string;
    const used = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/csv/download?token=${token}` });
    expect(used.statusCode).toBe(200);
    return token;
  };

  it('the CSV: a page is sent to /link-expired with its filters, never its token; a script gets 401', async () => {
    const token = await spentToken();
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/csv/download?token=${token}&bookingCode=LINK&travelStartDate=2027-01-01`,
      headers: page,
    });
    expect(opened.statusCode).toBe(303);
    const location = new URL(opened.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/link-expired');
    expect(Object.fromEntries(location.searchParams)).toEqual({ file: 'csv', bookingCode: 'LINK', travelStartDate: '2027-01-01' });
    const script = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/csv/download?token=${token}` });
    expect(script.statusCode).toBe(401);
    expect(script.json().error).toBe('This download link is invalid or has expired.');
  });

  it('the voucher: a page is sent to /link-expired with the booking and the copy', async () => {
    const token = await spentToken();
    const opened = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${bookingId}/pdf/download?token=${token}&copy=client`, headers: page });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/link-expired?file=voucher&id=${bookingId}&copy=client`);
    const script = await t.app.inject({ method: 'GET', url: `/api/v1/bookings/${bookingId}/pdf/download?token=${token}` });
    expect(script.statusCode).toBe(401);
  });
});
