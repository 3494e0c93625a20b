import { aliasedTable, and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { locations, taxonomies } from '../reference/tables';
import { users } from './tables';

const countries = aliasedTable(locations, 'country');
const accountTypes = aliasedTable(taxonomies, 'account_type');

/** A user with the names of what it points to, ready for the presenter. */
export async function findUserDetails(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      user: users,
      country: { id: countries.id, name: countries.name },
      accountType: { id: accountTypes.id, title: accountTypes.title },
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(accountTypes, eq(accountTypes.id, users.accountTypeId))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
export type UserDetails = NonNullable<Awaited<ReturnType<typeof findUserDetails>>>;

export async function listUsers(db: DbOrTx, page: number, searchText?: string) {
  const pattern = searchText ? `%${searchText.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(users.companyName, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const entities = await db
    .select({
      id: users.id,
      email: users.email,
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      enabled: users.enabled,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.companyName), asc(users.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const n = Number(total?.n ?? 0);
  return { entities, total: n, pagesCount: Math.max(1, Math.ceil(n / PAGE_SIZE)) };
}

export async function listAgents(db: DbOrTx) {
  return db
    .select({ id: users.id, companyName: users.companyName })
    .from(users)
    .where(and(eq(users.role, 'ROLE_AGENT')))
    .orderBy(asc(users.companyName));
}

export async function emailTaken(db: DbOrTx, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return !!row && row.id !== exceptId;
}
