import { asc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { hotelMarkupRules } from './tables';

export type MarkupRuleRow = typeof hotelMarkupRules.$inferSelect;
export type MarkupRuleValues = Omit<typeof hotelMarkupRules.$inferInsert, 'id'>;

/** The rows in the order the screen shows them and the precedence rule reads them (domain-rules §4.4). */
export const listMarkupRules = (db: DbOrTx) => db.select().from(hotelMarkupRules).orderBy(asc(hotelMarkupRules.position), asc(hotelMarkupRules.id));

export async function deleteMarkupRulesExcept(db: DbOrTx, keepIds: number[]) {
  await db.delete(hotelMarkupRules).where(keepIds.length > 0 ? notInArray(hotelMarkupRules.id, keepIds) : undefined);
}

export async function updateMarkupRule(db: DbOrTx, id: number, values: MarkupRuleValues) {
  await db.update(hotelMarkupRules).set(values).where(eq(hotelMarkupRules.id, id));
}

export async function insertMarkupRule(db: DbOrTx, values: MarkupRuleValues) {
  await db.insert(hotelMarkupRules).values(values);
}
