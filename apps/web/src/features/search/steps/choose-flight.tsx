import { NoFlightOn } from '../flight-nearest-days';
import { FlightList } from '../flight-results';
import { EmptyResults, Loading } from './choose-hotel';
import type { StepProps } from './step-props';

/** chooseFlight: the flights of the search, the flightOptionsShown setting's number before 'Show More', each with Select. */
export function ChooseFlightStep({ params, flight, moves, onModifySearch }: StepProps<'flight'>) {
  if (flight.answer.isLoading) return <Loading />;
  // No flight on those days: the nearest days that have one (issue 30), else the spec's sentence.
  if (flight.answer.data && !flight.answer.data.flights.length && flight.answer.data.nearestDates)
    return <NoFlightOn params={params} nearest={flight.answer.data.nearestDates} />;
  if (!flight.answer.data?.flights.length) return <EmptyResults onModifySearch={onModifySearch} />;
  return <FlightList flights={flight.answer.data.flights} onSelect={moves.chooseFlight} />;
}
