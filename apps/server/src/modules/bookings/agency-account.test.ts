import { and, asc, eq, inArray } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, TODAY } from '../../test/dates';
import { session, type Session } from '../../test/factories';
import { createTestApp, engines, type TestContext } from '../../test/harness';
import { accountEntries, invoices } from '../accounts/tables';
import { currencyRates } from '../currency/tables';
import { roomAllotments } from '../hotels/tables';
import { sendForm } from '../hotels/test-data';
import { outbox } from '../mail/tables';
import { checkLedger } from './account-check';
import { writeSetting } from '../settings/service';
import { bookingHistory, bookings } from './tables';
import { bookableHotel, bookingJson, bookOnce, closeTestApp, postBooking, STAY, searchOptions } from './test-data';

/**
 * The agency's account over the API (issue 31; domain-rules §11), on both engines: every kind of
 * ledger entry, booking against credit and its refusal, deadlines, invoices and credit notes,
 * statements, visibility. The hotels cost 330.00 EUR (3 nights x 110.00); "refundable" ones are
 * free until 30 days before arrival, so their deadline is arrival - 31 days.
 */

const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;
const REFUNDABLE_DEADLINE = addDays(STAY.startDate, -31);

describe.each(engines)('the agency account on %s', (engine) => {
  let t: TestContext;
  let admin: Session;
  let agent: Session;
  let other: Session;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await session(t.app, db(), 'ROLE_ADMIN');
    agent = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Credit Tours', taxRegistrationNumber: 'PT-509999999', address: '9 Rua Augusta' });
    other = await session(t.app, db(), 'ROLE_AGENT', { companyName: 'Other Tours' });
  });
  afterAll(() => closeTestApp(t));

  const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
  const account = async (headers = agent.headers) => (await api('GET', 'account', headers)).json();
  const setTerms = (creditLimit: string, extra: object = {}) =>
    api('PUT', `users/${agent.user.id}/account`, admin.headers, { creditLimit, paymentTermsDays: null, autoCancel: true, ...extra });
  const entry = (body: object) => api('POST', `users/${agent.user.id}/account/entries`, admin.headers, body);
  const token = async (headers: Record<string, string>) => (await api('POST', 'download-token', headers)).json().token as string;
  const book = async (options: { rules?: boolean; city?: string; allotment?: number } = {}) => {
    const { hotel, room } = await bookableHotel(db(), options);
    return { res: await bookOnce(t.app, db(), hotel, agent.headers), room };
  };
  const entriesOf = async (bookingId: number) =>
    (await db().select().from(accountEntries).where(eq(accountEntries.bookingId, bookingId)).orderBy(asc(accountEntries.id))).map((e) => [e.kind, e.amount]);

  it('refuses a booking its credit does not cover when the deadline is today, with the sentence, and keeps nothing', async () => {
    expect((await setTerms('100')).statusCode).toBe(200);
    const before = await db().select().from(bookings).where(eq(bookings.agentId, agent.user.id));
    const { res } = await book({ city: 'Porto' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'credit_exceeded',
      error: 'Available credit 100.00 EUR does not cover this booking (330.00 EUR): record a deposit or choose a refundable option',
    });
    expect(await db().select().from(bookings).where(eq(bookings.agentId, agent.user.id))).toHaveLength(before.length);
    expect((await account()).balance).toBe('0.00');
  });

  it('creates a refundable booking beyond its credit awaiting payment: a deadline, no charge, no invoice', async () => {
    const { res } = await book({ rules: true, city: 'Lisbon' });
    expect(res.statusCode, res.body).toBe(201);
    const view = (await api('GET', `bookings/${res.json().id}`, agent.headers)).json();
    expect(view).toMatchObject({ paymentDeadline: REFUNDABLE_DEADLINE, accountStatus: 'awaiting-payment', invoices: [] });
    expect(await entriesOf(view.id)).toEqual([]);
    const mine = await account();
    expect(mine).toMatchObject({ creditLimit: '100.00', balance: '0.00', available: '100.00', overdue: '0.00' });
    expect(mine.deadlines).toContainEqual(
      expect.objectContaining({
        pnrs: view.pnrs,
        paymentDeadline: REFUNDABLE_DEADLINE,
        accountStatus: 'awaiting-payment',
        remaining: '330.00',
        overdue: false,
      }),
    );
    // The confirmation mail says when payment is due and what happens otherwise.
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Booking ${view.pnrs}: Confirmed`));
    expect(mail!.text).toContain('Payment due by ');
    expect(mail!.text).toContain('will be cancelled automatically');
    // My Bookings: the column, and the filter that finds it only within the deadline's reach.
    const listed = (await api('GET', `bookings?bookingCode=${view.pnrs}`, agent.headers)).json().entities;
    expect(listed[0]).toMatchObject({ paymentDeadline: REFUNDABLE_DEADLINE, accountStatus: 'awaiting-payment' });
    expect((await api('GET', `bookings?bookingCode=${view.pnrs}&deadlineWithin=3`, agent.headers)).json().total).toBe(0);
  });

  it('a deposit makes room: the next booking is charged on account at once and invoiced', async () => {
    const bad = await entry({ kind: 'deposit', amount: '-5', reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('amount: must be above zero');
    expect((await entry({ kind: 'deposit', amount: '500', reason: '' })).json().error).toContain('reason: is required');
    const deposit = await entry({ kind: 'deposit', amount: '500', reason: 'Bank transfer 2027/11' });
    expect(deposit.statusCode, deposit.body).toBe(201);
    expect(deposit.json()).toMatchObject({ balance: '500.00', available: '600.00' });

    const { res } = await book({ city: 'Faro' });
    expect(res.statusCode, res.body).toBe(201);
    const view = (await api('GET', `bookings/${res.json().id}`, agent.headers)).json();
    expect(view).toMatchObject({ paymentDeadline: TODAY, accountStatus: 'charged' });
    expect(view.invoices).toEqual([{ id: expect.any(Number), number: expect.stringMatching(/^INV-\d{4}-\d{6}$/), kind: 'invoice', amount: '330.00' }]);
    expect(await entriesOf(view.id)).toEqual([['charge', '-330.00']]);
    expect(await account()).toMatchObject({ balance: '170.00', available: '270.00' });
    const history = await db().select().from(bookingHistory).where(eq(bookingHistory.bookingId, view.id));
    expect(history[0]!.changes).toMatchObject({ account: { charged: '330.00', invoice: `${view.invoices[0].number} (330.00 EUR)` } });

    // The invoice PDF: numbered, both companies, the lines, the totals and the transfer reference.
    const pdf = await api('GET', `invoices/${view.invoices[0].id}/pdf/download?token=${await token(agent.headers)}`, {});
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const part of [view.invoices[0].number, 'Credit Tours', 'PT-509999999', 'TravelDesk Ltd', '330.00', `${view.pnrs} ${view.invoices[0].number}`])
      expect(text).toContain(part);
    // Another agency's token never reaches it; an expired or missing one is a 401.
    expect((await api('GET', `invoices/${view.invoices[0].id}/pdf/download?token=${await token(other.headers)}`, {})).statusCode).toBe(404);
    expect((await api('GET', `invoices/${view.invoices[0].id}/pdf/download`, {})).statusCode).toBe(401);
  });

  it('payments, a lower total and a cancellation each write their entry and credit note', async () => {
    expect((await setTerms('1000')).json()).toMatchObject({ creditLimit: '1000.00', available: '1170.00' });
    const { res, room } = await book({ rules: true, city: 'Madrid', allotment: 2 });
    const { id } = res.json();
    expect((await api('GET', `bookings/${id}`, agent.headers)).json().accountStatus).toBe('charged');
    const save = (booking: object, payments: object[] = []) =>
      sendForm(
        t.app,
        'POST',
        `/api/v1/bookings/${id}`,
        [['_method', 'PUT'], ['booking', JSON.stringify(booking)], ...payments.map((p, i): [string, string] => [`payments[${i}]`, JSON.stringify(p)])],
        admin.headers,
      );
    const paid = await save({}, [{ payDate: TODAY, method: 'bank', originalAmount: '100', originalCurrency: 'EUR' }]);
    expect(paid.statusCode, paid.body).toBe(200);
    const lower = await save({ total: '300.00' });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json().invoices.map((i: { kind: string; amount: string }) => [i.kind, i.amount])).toEqual([
      ['invoice', '330.00'],
      ['credit-note', '30.00'],
    ]);
    const canceled = await api('GET', `bookings/${id}/cancel`, agent.headers);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await entriesOf(id)).toEqual([
      ['charge', '-330.00'],
      ['payment', '100.00'],
      ['charge-change', '30.00'],
      ['cancellation', '300.00'],
    ]);
    const documents = await db().select().from(invoices).where(eq(invoices.bookingId, id)).orderBy(asc(invoices.id));
    expect(documents.map((d) => [d.kind, d.amount])).toEqual([
      ['invoice', '330.00'],
      ['credit-note', '30.00'],
      ['credit-note', '300.00'],
    ]);
    expect(documents[1]!.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect((await db().select().from(roomAllotments).where(eq(roomAllotments.roomId, room.id))).map((n) => n.sold)).toEqual([0, 0, 0]);
  });

  it('an adjustment and a refund are signed entries; the statement sums to the ledger, as JSON, CSV and PDF', async () => {
    expect((await entry({ kind: 'adjustment', amount: '-12,5', reason: 'Bank fee' })).statusCode).toBe(201);
    expect((await entry({ kind: 'refund', amount: '20', reason: 'Returned part of the deposit' })).statusCode).toBe(201);
    const mine = await account();
    const statement = (await api('GET', `account/statement?from=${addDays(TODAY, -1)}&to=${TODAY}`, agent.headers)).json();
    expect(statement.opening).toBe('0.00');
    expect(statement.closing).toBe(mine.balance);
    const sumOf = statement.entries.reduce((total: number, e: { amount: string }) => total + Math.round(Number(e.amount) * 100), 0);
    expect(sumOf).toBe(Math.round(Number(mine.balance) * 100));
    expect(statement.entries.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['deposit', 'charge', 'payment', 'adjustment', 'refund']));
    expect(statement.entries.find((e: { kind: string }) => e.kind === 'refund').amount).toBe('-20.00');
    expect(statement.entries.find((e: { kind: string }) => e.kind === 'adjustment').amount).toBe('-12.50');
    // A later period opens with the balance carried in, and has no entries.
    const later = (await api('GET', `users/${agent.user.id}/account/statement?from=${addDays(TODAY, 1)}&to=${addDays(TODAY, 2)}`, admin.headers)).json();
    expect(later).toMatchObject({ opening: mine.balance, closing: mine.balance, entries: [] });

    // With the login token, the statement call itself answers the file (format=pdf|csv).
    const direct = await api('GET', `account/statement?from=${TODAY}&to=${TODAY}&format=csv`, agent.headers);
    expect(direct.headers['content-type']).toContain('text/csv');
    expect(direct.body.split('\n')[0]).toBe('date,kind,booking,description,amount,currency,balance');
    const csv = await api('GET', `account/statement/download?from=${TODAY}&to=${TODAY}&format=csv&token=${await token(agent.headers)}`, {});
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toBe('date,kind,booking,description,amount,currency,balance');
    expect(csv.body).toContain(`closing,`);
    const pdf = await api(
      'GET',
      `users/${agent.user.id}/account/statement/download?from=${TODAY}&to=${TODAY}&format=pdf&token=${await token(admin.headers)}`,
      {},
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain(`Closing balance ${mine.balance} EUR`);
    // An agent's token does not open another agency's statement through the admin's call.
    expect(
      (await api('GET', `users/${agent.user.id}/account/statement/download?from=${TODAY}&to=${TODAY}&format=pdf&token=${await token(agent.headers)}`, {}))
        .statusCode,
    ).toBe(403);
    expect((await api('GET', `account/statement?from=${TODAY}&to=${addDays(TODAY, -1)}`, agent.headers)).json().error).toContain('to: must not be before from');
  });

  it('keeps each agency to its own: 403 on the admin calls, 404 for an administrator or an unknown agency, own invoices only', async () => {
    expect((await api('GET', `users/${agent.user.id}/account`, other.headers)).statusCode).toBe(403);
    expect((await api('PUT', `users/${agent.user.id}/account`, other.headers, { creditLimit: '1', paymentTermsDays: null, autoCancel: true })).statusCode).toBe(
      403,
    );
    expect((await api('GET', 'account', admin.headers)).statusCode).toBe(404);
    expect((await api('GET', `users/${admin.user.id}/account`, admin.headers)).statusCode).toBe(404);
    expect((await api('GET', 'users/999999/account', admin.headers)).statusCode).toBe(404);
    expect((await api('GET', 'invoices', other.headers)).json().total).toBe(0);
    const mine = (await api('GET', 'invoices', agent.headers)).json();
    expect(mine.total).toBeGreaterThanOrEqual(4);
    expect(mine.entities.every((i: { agent: { id: number } }) => i.agent.id === agent.user.id)).toBe(true);
    const all = (await api('GET', `invoices?agentId=${agent.user.id}&kind=credit-note`, admin.headers)).json();
    expect(all.entities.map((i: { kind: string }) => i.kind)).toEqual(['credit-note', 'credit-note']);
    const bad = await setTerms('-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('creditLimit: must not be below zero');
    expect((await setTerms('100', { paymentTermsDays: 400 })).json().error).toContain('paymentTermsDays: must be at most 365 days');
    // The terms' history (admins only): every change, who made it, from -> to.
    const history = (await api('GET', `users/${agent.user.id}/account`, admin.headers)).json().history;
    expect(history.at(-1)).toMatchObject({ user: expect.any(String), changes: { creditLimit: { from: '1000000.00', to: '100.00' } } });
    expect(history[0]).toMatchObject({ changes: { creditLimit: { from: '100.00', to: '1000.00' } } });
    expect((await account()).history).toBeUndefined();
    // The admin's list.
    const list = (await api('GET', 'accounts?search=credit tours', admin.headers)).json();
    expect(list.entities).toEqual([expect.objectContaining({ agentId: agent.user.id, creditLimit: '1000.00', balance: (await account()).balance })]);
    // The accounting export of today: one row per document, credit notes negative.
    const exported = await api('GET', `invoices/export/download?from=${TODAY}&to=${TODAY}&format=csv&token=${await token(admin.headers)}`, {});
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe('date,number,type,agency,net,tax,gross,currency,gross_default,default_currency,account_code');
    expect(lines.some((line) => line.includes(',credit-note,Credit Tours,-30.00,0.00,-30.00,EUR,-30.00,EUR,4000'))).toBe(true);
    expect((await api('GET', `invoices/export/download?from=${TODAY}&to=${TODAY}&format=csv&token=${await token(agent.headers)}`, {})).statusCode).toBe(403);
  });

  it('the ledger check finds every booking in line', async () => {
    const result = await checkLedger(db());
    expect(result.bookings).toBe(3);
    expect(result.findings).toEqual([]);
    // A drifted entry is found.
    const [charge] = await db()
      .select()
      .from(accountEntries)
      .where(and(eq(accountEntries.agentId, agent.user.id), inArray(accountEntries.kind, ['charge'])))
      .limit(1);
    await db().update(accountEntries).set({ amount: '-1.00' }).where(eq(accountEntries.id, charge!.id));
    expect((await checkLedger(db())).findings).toEqual([
      expect.objectContaining({ bookingId: charge!.bookingId, message: expect.stringContaining('charged -1.00') }),
    ]);
    await db().update(accountEntries).set({ amount: charge!.amount }).where(eq(accountEntries.id, charge!.id));
  });

  it("an invoice splits the tax the site settings give out of the gross, and carries our company's details", async () => {
    await writeSetting(db(), 'invoicing', { taxRate: '10.00', accountCode: '0400' });
    await writeSetting(db(), 'invoiceCompany', { name: 'Harbour Travel SA', address: '2 Quay Road', taxNumber: 'PT999', bankAccount: 'IBAN PT50 1111' });
    const { res } = await book({ city: 'Rome' });
    expect(res.statusCode, res.body).toBe(201);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.bookingId, res.json().id));
    // 330.00 gross at 10 %: net 300.00, tax 30.00.
    expect(invoice).toMatchObject({
      amount: '330.00',
      net: '300.00',
      tax: '30.00',
      taxRate: '10.00',
      company: { name: 'Harbour Travel SA', taxNumber: 'PT999' },
    });
    expect(invoice!.company.lines).toContain('IBAN PT50 1111');
    const exported = await api('GET', `invoices/export/download?from=${TODAY}&to=${TODAY}&format=csv&token=${await token(admin.headers)}`, {});
    expect(exported.body).toContain(`${invoice!.number},invoice,Credit Tours,300.00,30.00,330.00,EUR,330.00,EUR,0400`);
  });

  it("a booking in another currency is charged at the booking's rate, and keeps it when the rates change", async () => {
    const { hotel } = await bookableHotel(db(), { city: 'Paris' });
    const [option] = await searchOptions(t.app, db(), hotel, agent.headers, undefined, { currency: 'USD' });
    const res = await postBooking(t.app, agent.headers, bookingJson([option!.hash]));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, res.json().id));
    expect(row!.currency).toBe('USD');
    const rate = row!.defaultRate!;
    const expected = (Math.round(Number(row!.total) * Number(rate) * 100) / 100).toFixed(2);
    expect(await entriesOf(row!.id)).toEqual([['charge', `-${expected}`]]);
    const [entryRow] = await db().select().from(accountEntries).where(eq(accountEntries.bookingId, row!.id));
    expect(entryRow!.reason).toBe(`${row!.total} USD at 1 USD = ${Number(rate)} EUR`);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.bookingId, row!.id));
    expect(invoice).toMatchObject({ currency: 'USD', amount: row!.total, defaultCurrency: 'EUR', amountDefault: expected });
    // A new rate later does not move the charge: a lower total is taken back at the booking's rate.
    await db().update(currencyRates).set({ bankRate: '2', rate: '2' }).where(eq(currencyRates.currency, 'USD'));
    const lower = await sendForm(
      t.app,
      'POST',
      `/api/v1/bookings/${row!.id}`,
      [
        ['_method', 'PUT'],
        ['booking', JSON.stringify({ total: '100.00' })],
      ],
      admin.headers,
    );
    expect(lower.statusCode, lower.body).toBe(200);
    const back = (Math.round((Number(row!.total) - 100) * Number(rate) * 100) / 100).toFixed(2);
    expect((await entriesOf(row!.id)).at(-1)).toEqual(['charge-change', back]);
    expect((await checkLedger(db())).findings).toEqual([]);
  });
});
