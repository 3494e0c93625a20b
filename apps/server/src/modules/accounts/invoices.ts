import { and, count, desc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { type Invoice, type InvoiceListQuery, PAGE_SIZE, ROLE_ADMIN } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { type Dec, dec, moneyText, ZERO } from '../../lib/money';
import { readSettings } from '../settings';
import type { UserRow } from '../users';
import { type InvoiceLine, type InvoiceParty, type InvoiceRow, invoiceCounters, invoices } from './tables';

/**
 * Invoices and credit notes (issue 31; domain-rules §11): one invoice when a booking is charged, a
 * credit note when it is cancelled or its total drops (a supplementary invoice when it rises).
 * Numbers run per series and calendar year without gaps: the counter row is taken in the
 * document's own transaction, so a rolled-back booking gives its number back.
 */

export type InvoiceKind = 'invoice' | 'credit-note';
const SERIES: Record<InvoiceKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** The next number of a series and year, locked until the caller's transaction ends. */
async function nextNumber(tx: DbOrTx, kind: InvoiceKind, year: number) {
  const series = SERIES[kind];
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const seq = row!.last;
  return { seq, number: `${series}-${year}-${String(seq).padStart(6, '0')}` };
}

/** What a booking's invoices minus its credit notes come to, in the booking currency. */
export async function invoicedAmount(tx: DbOrTx, bookingId: number): Promise<Dec> {
  const rows = await tx.select({ kind: invoices.kind, amount: invoices.amount }).from(invoices).where(eq(invoices.bookingId, bookingId));
  return rows.reduce((total, row) => (row.kind === 'invoice' ? total.plus(row.amount) : total.minus(row.amount)), ZERO);
}

export type InvoiceSubject = {
  bookingId: number;
  pnrs: string;
  agency: UserRow;
  currency: string;
  /** 1 booking currency = rate default currency. */
  rate: string;
  lines: InvoiceLine[];
};

/** Our company as the site settings give it, one line per part of the address. */
async function companyParty(tx: DbOrTx): Promise<InvoiceParty & { bankAccount: string }> {
  const { invoiceCompany } = await readSettings(tx, ['invoiceCompany']);
  return {
    name: invoiceCompany.name,
    lines: invoiceCompany.address ? [invoiceCompany.address] : [],
    taxNumber: invoiceCompany.taxNumber || null,
    bankAccount: invoiceCompany.bankAccount,
  };
}

const agencyParty = (agency: UserRow): InvoiceParty => ({
  name: agency.companyName,
  lines: [agency.address, agency.city].filter((part): part is string => !!part),
  taxNumber: agency.taxRegistrationNumber || null,
});

/**
 * Issues an invoice or a credit note of `amount` (positive, booking currency) for the booking, in
 * the caller's transaction. Prices include the tax: net = gross / (1 + rate), tax = gross - net.
 */
export async function issueInvoice(tx: DbOrTx, kind: InvoiceKind, subject: InvoiceSubject, amount: Dec, at: Date, today: string): Promise<InvoiceRow> {
  const { defaultCurrency, invoicing } = await readSettings(tx, ['defaultCurrency', 'invoicing']);
  const invoiceTaxRate = invoicing.taxRate;
  const year = Number(today.slice(0, 4));
  const { seq, number } = await nextNumber(tx, kind, year);
  const gross = dec(moneyText(amount));
  const net = dec(moneyText(gross.div(dec(1).plus(dec(invoiceTaxRate).div(100)))));
  const company = await companyParty(tx);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      year,
      seq,
      kind,
      bookingId: subject.bookingId,
      agentId: subject.agency.id,
      issuedOn: today,
      issuedAt: at,
      amount: moneyText(gross),
      currency: subject.currency,
      rate: subject.rate,
      amountDefault: moneyText(gross.times(subject.rate)),
      defaultCurrency,
      taxRate: moneyText(invoiceTaxRate),
      net: moneyText(net),
      tax: moneyText(gross.minus(net)),
      lines: subject.lines,
      agency: agencyParty(subject.agency),
      company: { name: company.name, lines: [...company.lines, company.bankAccount].filter(Boolean), taxNumber: company.taxNumber },
      // What the agency quotes on its bank transfer: the booking reference and the document number.
      paymentReference: `${subject.pnrs} ${number}`,
      pnrs: subject.pnrs,
    })
    .returning();
  return row!;
}

export const presentInvoice = (row: InvoiceRow, companyName: string): Invoice => ({
  id: row.id,
  number: row.number,
  kind: row.kind as Invoice['kind'],
  issuedOn: row.issuedOn,
  bookingId: row.bookingId,
  pnrs: row.pnrs,
  agent: { id: row.agentId, companyName },
  amount: moneyText(row.amount),
  currency: row.currency,
  amountDefault: moneyText(row.amountDefault),
  defaultCurrency: row.defaultCurrency,
  net: moneyText(row.net),
  tax: moneyText(row.tax),
  paymentReference: row.paymentReference,
});

/** The conditions of a list: an agent's own invoices only (an agentId filter is an admin's). */
function listConditions(query: Partial<InvoiceListQuery>, viewer: UserRow): SQL[] {
  const conditions: SQL[] = [];
  if (viewer.role !== ROLE_ADMIN) conditions.push(eq(invoices.agentId, viewer.id));
  else if (query.agentId !== undefined) conditions.push(eq(invoices.agentId, query.agentId));
  if (query.from) conditions.push(gte(invoices.issuedOn, query.from));
  if (query.to) conditions.push(lte(invoices.issuedOn, query.to));
  if (query.kind) conditions.push(eq(invoices.kind, query.kind));
  if (query.number) conditions.push(ilike(invoices.number, `%${query.number.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return conditions;
}

export async function listInvoices(db: DbOrTx, query: InvoiceListQuery, viewer: UserRow) {
  const where = and(...listConditions(query, viewer));
  const [{ n }] = (await db.select({ n: count() }).from(invoices).where(where)) as [{ n: number }];
  const rows = await db
    .select({ invoice: invoices, companyName: sql<string>`(invoices.agency ->> 'name')` })
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedOn), desc(invoices.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    entities: rows.map((r) => presentInvoice(r.invoice, r.companyName)),
    pagesCount: Math.ceil(Number(n) / PAGE_SIZE),
    total: Number(n),
  };
}

/** Every document of a period, oldest first (the accounting export). */
export async function invoicesOfPeriod(db: DbOrTx, from: string, to: string) {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedOn, from), lte(invoices.issuedOn, to)))
    .orderBy(invoices.issuedOn, invoices.id);
}

export async function invoicesOfBooking(db: DbOrTx, bookingId: number) {
  return db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id);
}

export async function latestInvoices(db: DbOrTx, agentId: number, limit = 20) {
  return db.select().from(invoices).where(eq(invoices.agentId, agentId)).orderBy(desc(invoices.issuedOn), desc(invoices.id)).limit(limit);
}

/** One invoice as the viewer may see it: an agent's own only (another's is not found). */
export async function findInvoice(db: DbOrTx, id: number, viewer: UserRow): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row || (viewer.role !== ROLE_ADMIN && row.agentId !== viewer.id)) return undefined;
  return row;
}
