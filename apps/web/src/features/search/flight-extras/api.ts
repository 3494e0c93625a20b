import type { FlightChoice, FlightExtraType } from '@travel/contracts';
import { searchApi } from '../../../lib/api-routes/search';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * POST search/flight-extra?type=: the baggage of each segment, or the meals or seats of each
 * leg, for the fares chosen (form field `booking`: JSON text of the option's hash and the fares).
 */
export const fetchFlightExtra = (type: FlightExtraType, hash: string, flight: FlightChoice) =>
  call(searchApi.routes.flightExtra, { query: { type }, form: { fields: { booking: { hash, flight } } } });

/** Seats change as other bookings take them: the answer is fetched again whenever the step opens. */
export const flightExtraQuery = (type: FlightExtraType, hash: string, flight: FlightChoice) =>
  queryOptions({ queryKey: ['search', 'flight-extra', type, hash, flight], queryFn: () => fetchFlightExtra(type, hash, flight), staleTime: 0, retry: false });
