import { fareIncludesMeal, type FlightDetails, type FlightFareOption } from '@travel/contracts';
import type { DbOrTx } from '../../../db/client';
import { converter } from '../../../lib/currency-conversion';
import { dec, exact, moneyText } from '../../../lib/money';
import type { Viewer } from '../../products';
import { describeFareRules } from '../pricing/cancellation';
import type { PricedFare } from '../pricing/types';
import { indexGraph } from '../presenter';
import type { FareRow } from '../tables';
import { flightSigner, viewerClaim } from './claim';
import { type ClaimedFlight, pricedFromClaim, seatsLeftOf } from './priced';
import { presentFlightOption } from './present';

/**
 * `POST search/flight-details` (account spec §7; storefront spec §4 point 2): the searched flight
 * again, with the fares of every segment for the fare cards: what each includes, its exact average
 * and extra per passenger, its meal when the meal step becomes required, and its cancellation
 * rules in words. 409 when the flight no longer flies or prices as the search promised.
 */

/** What the fare card lists as included: hand baggage, baggage, and the meal when there is one. */
export const includedServices = (fare: FareRow) => [...fare.handBaggages, ...fare.baggages, ...(fareIncludesMeal(fare.meal) ? [`Meal: ${fare.meal}`] : [])];

function presentFare(fare: FareRow, priced: PricedFare, claimed: ClaimedFlight, rules: ReturnType<typeof indexGraph>['rules']): FlightFareOption {
  const toAsked = converter(priced.netCurrency, claimed.priced.currency, claimed.ctx);
  return {
    id: fare.id,
    name: fare.name,
    code: fare.code,
    includedServices: includedServices(fare),
    pricePerPaxAvg: exact(priced.avg),
    pricePerPaxAvgExtra: exact(priced.extra),
    meal: fareIncludesMeal(fare.meal) ? fare.meal : null,
    description: fare.description,
    cancellation: describeFareRules(rules.get(fare.id) ?? [], (amount) => `${moneyText(toAsked.convert(dec(amount)))} ${claimed.priced.currency}`),
  };
}

export async function flightDetails(db: DbOrTx, hash: string, viewer: Viewer): Promise<{ flights: FlightDetails[] }> {
  const claim = await viewerClaim(db, hash, viewer);
  const claimed = await pricedFromClaim(db, claim, viewer);
  const { planned, priced, airports } = claimed;
  const [seatsLeft, sign] = await Promise.all([seatsLeftOf(db, planned), flightSigner(db)]);
  const { exp: _expiry, ...unsigned } = claim;
  // A fresh hash: the details page may be read a while after the search.
  const option = presentFlightOption(planned, priced, airports, seatsLeft, sign(unsigned));
  const fares = new Map(planned.fares.map((f) => [f.id, f]));
  const { rules } = indexGraph(claimed.rows);
  return {
    flights: [
      {
        ...option,
        segments: option.segments.map((segment, i) => ({
          ...segment,
          fares: priced.segments[i]!.fares.map((fare) => presentFare(fares.get(fare.fareId)!, fare, claimed, rules)),
        })),
      },
    ],
  };
}
