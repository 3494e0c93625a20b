import {
  type Account,
  addDaysTo,
  type AccountEntryInput,
  type AccountTerms,
  type AgencyAccountRow,
  BOOKING_STATUS,
  PAGE_SIZE,
  ROLE_ADMIN,
  type Statement,
} from '@travel/contracts';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { dec, moneyText, ZERO } from '../../lib/money';
import {
  latestInvoices,
  presentInvoice,
  addEntry,
  availableOf,
  balanceOf,
  balancesOf,
  entriesWithBalance,
  latestEntries,
  lockAccount,
  presentEntry,
  readTerms,
  saveTerms,
  termsHistory,
  termsOf,
} from '../accounts';
import { readSettings } from '../settings';
import { findUserById, listAgencies, type UserRow } from '../users';
import { type OpenBooking, openBookingsOf, overdueByAgent, referencesOf } from './account-repo';
import { deadlineInstant } from './payment-deadline';
import { findStatuses } from './repo';

/**
 * The agency's account as agents and admins read it (issue 31; domain-rules §11): terms, balance
 * and available credit (sums of the ledger), deadlines ahead, the latest entries and invoices;
 * the admin's Agencies list; statements; the admin's terms and hand entries.
 */

/** The agency an id names, or 404 (an administrator has no agency account). */
export async function requireAgency(db: DbOrTx, agentId: number): Promise<UserRow> {
  const user = await findUserById(db, agentId);
  if (!user || user.role === ROLE_ADMIN) throw notFound('Agency');
  return user;
}

const remainingDefault = (row: OpenBooking) =>
  dec(row.total)
    .minus(row.paymentsSum)
    .times(row.defaultRate ?? '1');

/** The account as its viewer may see it: an administrator's answer adds the history of its terms. */
export async function accountOf(db: DbOrTx, agency: UserRow, today: string, viewer?: UserRow): Promise<Account> {
  const [terms, balance, { defaultCurrency }, statuses] = await Promise.all([
    readTerms(db, agency.id),
    balanceOf(db, agency.id),
    readSettings(db, ['defaultCurrency']),
    findStatuses(db),
  ]);
  const canceledId = statuses.booking(BOOKING_STATUS.canceled).id;
  const [open, entries, invoices] = await Promise.all([openBookingsOf(db, agency.id, canceledId), latestEntries(db, agency.id), latestInvoices(db, agency.id)]);
  const references = await referencesOf(db, [...new Set(entries.flatMap((e) => (e.row.bookingId === null ? [] : [e.row.bookingId])))]);
  const overdueRows = open.filter((row) => row.accountStatus === 'charged' && row.paymentDeadline! < today);
  return {
    agentId: agency.id,
    companyName: agency.companyName,
    currency: defaultCurrency,
    creditLimit: moneyText(terms.creditLimit),
    paymentTermsDays: terms.paymentTermsDays,
    autoCancel: terms.autoCancel,
    balance: moneyText(balance),
    available: moneyText(availableOf(terms.creditLimit, balance)),
    overdue: moneyText(overdueRows.reduce((total, row) => total.plus(moneyText(remainingDefault(row))), ZERO)),
    deadlines: open.map((row) => ({
      bookingId: row.id,
      pnrs: row.pnrs,
      paymentDeadline: row.paymentDeadline!,
      accountStatus: row.accountStatus as 'charged' | 'awaiting-payment',
      total: moneyText(row.total),
      remaining: moneyText(dec(row.total).minus(row.paymentsSum)),
      currency: row.currency,
      overdue: row.paymentDeadline! < today,
    })),
    entries: entries.map((entry) => presentEntry(entry, (id) => references.get(id) ?? null)),
    invoices: invoices.map((invoice) => presentInvoice(invoice, agency.companyName)),
    ...(viewer?.role === ROLE_ADMIN
      ? {
          history: (await termsHistory(db, agency.id)).map((row) => ({
            at: row.at.toISOString(),
            user: row.firstName === null ? null : `${row.firstName} ${row.lastName}`.trim(),
            changes: row.changes as Record<string, { from: unknown; to: unknown }>,
          })),
        }
      : {}),
  };
}

export async function setTerms(db: Db, agency: UserRow, terms: AccountTerms, actor: UserRow, clock: Clock, today: string) {
  await db.transaction((tx) => saveTerms(tx, agency.id, terms, actor.id, clock.now()));
  return accountOf(db, agency, today, actor);
}

/** A deposit (+), a refund paid back to the agency (-) or a signed adjustment, with its reason, in one transaction. */
export async function recordEntry(db: Db, agency: UserRow, input: AccountEntryInput, actor: UserRow, clock: Clock, today: string) {
  const { defaultCurrency } = await readSettings(db, ['defaultCurrency']);
  await db.transaction(async (tx) => {
    await lockAccount(tx, agency.id);
    const amount = input.kind === 'refund' ? dec(input.amount).negated() : dec(input.amount);
    await addEntry(tx, { agentId: agency.id, kind: input.kind, amount, currency: defaultCurrency, at: clock.now(), reason: input.reason, createdBy: actor.id });
  });
  return accountOf(db, agency, today, actor);
}

/** The admin's Agencies list: balance, limit, available and overdue per agency; `overdue=1` keeps those owing past a deadline. */
export async function agencyAccounts(db: DbOrTx, query: { page: number; search?: string; overdue?: '1' }, today: string) {
  const needle = query.search?.toLowerCase();
  const agencies = (await listAgencies(db)).filter((a) => !needle || a.companyName.toLowerCase().includes(needle) || a.email.toLowerCase().includes(needle));
  const ids = agencies.map((a) => a.id);
  const statuses = await findStatuses(db);
  const [terms, balances, overdue, { defaultCurrency }] = await Promise.all([
    termsOf(db, ids),
    balancesOf(db, ids),
    overdueByAgent(db, today, statuses.booking(BOOKING_STATUS.canceled).id, ids),
    readSettings(db, ['defaultCurrency']),
  ]);
  let rows: AgencyAccountRow[] = agencies.map((agency) => {
    const limit = terms.get(agency.id)?.creditLimit ?? '0';
    const balance = balances.get(agency.id) ?? ZERO;
    return {
      agentId: agency.id,
      companyName: agency.companyName,
      email: agency.email,
      currency: defaultCurrency,
      creditLimit: moneyText(limit),
      balance: moneyText(balance),
      available: moneyText(availableOf(limit, balance)),
      overdue: moneyText(overdue.get(agency.id) ?? '0'),
      autoCancel: terms.get(agency.id)?.autoCancel ?? true,
    };
  });
  if (query.overdue) rows = rows.filter((row) => dec(row.overdue).greaterThan(0));
  const start = (query.page - 1) * PAGE_SIZE;
  return { entities: rows.slice(start, start + PAGE_SIZE), pagesCount: Math.ceil(rows.length / PAGE_SIZE), total: rows.length };
}

/** The statement of from..to (the agency's days, both included): opening balance, every entry, closing balance. */
export async function statementOf(db: DbOrTx, agency: UserRow, from: string, to: string, timeZone: string): Promise<Statement> {
  const { defaultCurrency } = await readSettings(db, ['defaultCurrency']);
  const dayAfter = addDaysTo(to, 1);
  const period = { from: deadlineInstant(from, '00:00', timeZone), to: deadlineInstant(dayAfter, '00:00', timeZone) };
  const { opening, closing, entries } = await entriesWithBalance(db, agency.id, period);
  const references = await referencesOf(db, [...new Set(entries.flatMap((e) => (e.row.bookingId === null ? [] : [e.row.bookingId])))]);
  return {
    agentId: agency.id,
    companyName: agency.companyName,
    currency: defaultCurrency,
    from,
    to,
    opening,
    closing,
    entries: entries.map((entry) => presentEntry(entry, (id) => references.get(id) ?? null)),
  };
}
