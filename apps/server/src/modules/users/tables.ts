import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserMarkups } from '@travel/contracts';
import { locations, taxonomies } from '../reference/tables';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('ROLE_AGENT'),
    companyName: text('company_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    taxRegistrationNumber: text('tax_registration_number').notNull(),
    position: text('position'),
    countryId: integer('country_id').references(() => locations.id),
    city: text('city'),
    address: text('address'),
    website: text('website'),
    phoneNumber: text('phone_number'),
    companyPhoneNumber: text('company_phone_number'),
    enabled: boolean('enabled').notNull().default(true),
    accountTypeId: integer('account_type_id').references(() => taxonomies.id),
    allowDownloadNotPaidVoucher: boolean('allow_download_not_paid_voucher').notNull().default(false),
    note: text('note'),
    logo: text('logo'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    markups: jsonb('markups').$type<UserMarkups>().notNull().default({ hotel: [] }),
    extraMarkups: jsonb('extra_markups').$type<UserMarkups>().notNull().default({ hotel: [] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Emails are unique case-insensitively: the index is on lower(email).
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`), index('users_company').on(t.companyName)],
);
export type UserRow = typeof users.$inferSelect;
