import { type AddPassengerFields, addPassengerCardFields } from '@travel/contracts';
import type { DbOrTx } from '../../db/client';
import { listTaxonomies } from '../reference';
import { listAgents } from '../users';

/**
 * `GET bookings/utils/get-add-passenger-fields` (account spec §7), admin only: the booking fields
 * of the add page and one passenger card's fields. The card's fields are the wizard's (POST
 * search/passenger-fields) for an adult, birth-date bounds counted from `today` (the clock's; the page narrows
 * them once a Start Date is chosen), plus the optional passport and photo uploads of add mode.
 */
export async function addPassengerFields(db: DbOrTx, today: string): Promise<AddPassengerFields> {
  const [agents, requests] = await Promise.all([listAgents(db), listTaxonomies(db, 'additionalRequests')]);
  return {
    bookingFields: {
      comment: true,
      agent: agents.map((a) => ({ value: String(a.id), label: a.companyName })),
      additionalRequests: requests.map((r) => ({ value: String(r.id), label: r.title })),
    },
    passengerFields: addPassengerCardFields(today),
  };
}
