import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../lib/crud';
import { locationNameOf, taxonomyTitleOf } from '../reference';
import { users } from './tables';

/** A user with the names of what it points to, ready for the presenter. */
export async function findUserDetails(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      user: users,
      // Names from the reference module; an id the user lacks reads as null (the presenter answers null).
      country: { id: users.countryId, name: locationNameOf<string>(users.countryId) },
      accountType: { id: users.accountTypeId, title: taxonomyTitleOf(users.accountTypeId) },
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
export type UserDetails = NonNullable<Awaited<ReturnType<typeof findUserDetails>>>;

/** Users by company name; the search reads the email, the company and the person's names. */
export const listUsers = (db: DbOrTx, page: number, searchText?: string) =>
  listPage(db, users, {
    page,
    searchText,
    searchColumns: [users.email, users.companyName, users.firstName, users.lastName, sql`${users.firstName} || ' ' || ${users.lastName}`],
    select: {
      id: users.id,
      email: users.email,
      companyName: users.companyName,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      enabled: users.enabled,
    },
    orderBy: [asc(users.companyName), asc(users.id)],
  });

export async function listAgents(db: DbOrTx) {
  return db
    .select({ id: users.id, companyName: users.companyName })
    .from(users)
    .where(and(eq(users.role, 'ROLE_AGENT')))
    .orderBy(asc(users.companyName));
}

/** Every agency with its email, by company name (the admin's Agencies list, issue 31). */
export async function listAgencies(db: DbOrTx) {
  return db
    .select({ id: users.id, companyName: users.companyName, email: users.email })
    .from(users)
    .where(eq(users.role, 'ROLE_AGENT'))
    .orderBy(asc(users.companyName), asc(users.id));
}

export async function emailTaken(db: DbOrTx, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return !!row && row.id !== exceptId;
}
