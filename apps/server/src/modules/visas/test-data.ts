import type { Visa } from '@travel/contracts';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { fixtureDate } from '../../test/dates';
import { countryId, taxonomyId } from '../../test/factories';
import { insertBooking } from '../bookings/test-data';
import { bookingItems } from '../bookings/tables';
import { sendForm } from '../hotels/test-data';
import { visaSales } from './tables';

/**
 * Sells a visa the way the visa step will: a booking with a visa item and the visas module's
 * record of what it sold.
 */
export async function sellVisa(db: Db, agentId: number, sold: { visaId: number; typeId?: number; typePricingId?: number }) {
  const booking = await insertBooking(db, { agentId });
  const [item] = await db
    .insert(bookingItems)
    .values({
      bookingId: booking.id,
      productType: 'visa',
      bookingStatusId: await taxonomyId(db, 'bookingStatus', 'confirmed'),
      startDate: fixtureDate('2027-06-01'),
      endDate: fixtureDate('2027-06-05'),
      price: '80.00',
      currency: 'EUR',
      total: '80.00',
      title: 'Visa',
    })
    .returning();
  await db.insert(visaSales).values({ bookingItemId: item!.id, visaId: sold.visaId, typeId: sold.typeId ?? null, typePricingId: sold.typePricingId ?? null });
  return { booking, item: item! };
}

export type WorkedVisaOptions = {
  /** The visa's name (each test file its own when several visas would match one search). */
  name?: string;
  /** The pricing period; absent: the fixtures' 2027 (the year after the pinned today), whole. */
  period?: { startDate: string; endDate: string };
  markups?: { b2b?: { type: 'percent' | 'fixed'; amount?: string }; b2c?: { type: 'percent' | 'fixed'; amount?: string } };
};

/**
 * The visa of domain-rules §10 built through the admin API: "Schengen tourist" for Armenian
 * nationals to France, EUR, infants below 2, children below 12; type "Tourist 30 days" priced
 * adult 80, child 45, infant 0 over the fixtures' 2027. Answers the catalogue ids.
 */
export async function createWorkedVisa(app: App, db: Db, headers: Record<string, string>, options: WorkedVisaOptions = {}) {
  const [armenia, france] = [await countryId(db, 'AM'), await countryId(db, 'FR')];
  const name = options.name ?? 'Schengen tourist';
  const info = {
    name,
    origins: [armenia],
    destinations: [france],
    defaultCurrency: 'EUR',
    infantAgeMax: 2,
    children1AgeMax: 12,
    markups: options.markups ?? {},
  };
  const created = await app.inject({ method: 'POST', url: '/api/v1/visas', headers, payload: info });
  if (created.statusCode !== 201) throw new Error(`visa not created: ${created.body}`);
  const visaId = created.json().id as number;
  const type = await app.inject({ method: 'POST', url: `/api/v1/visas/${visaId}/types`, headers, payload: { name: 'Tourist 30 days' } });
  if (type.statusCode !== 201) throw new Error(`visa type not created: ${type.body}`);
  const typeId = type.json().id as number;
  const period = options.period ?? { startDate: fixtureDate('2027-01-01'), endDate: fixtureDate('2027-12-31') };
  const types = [{ id: typeId, pricing: [{ ...period, pricingData: { extraAdult: '80', extraChild: '45', extraInfant: '0', currency: 'EUR' } }] }];
  const saved = await sendForm(
    app,
    'POST',
    `/api/v1/visas/${visaId}`,
    [
      ['_method', 'PUT'],
      ['name', name],
      ['origins[]', String(armenia)],
      ['destinations[]', String(france)],
      ['defaultCurrency', 'EUR'],
      ['infantAgeMax', '2'],
      ['children1AgeMax', '12'],
      ['markups', JSON.stringify(info.markups)],
      ['types', JSON.stringify(types)],
    ],
    headers,
  );
  if (saved.statusCode !== 200) throw new Error(`visa not saved: ${saved.body}`);
  const visa = saved.json() as Visa;
  return { visaId, typeId, pricingId: visa.types[0]!.pricing[0]!.id, armenia, france, visa };
}
