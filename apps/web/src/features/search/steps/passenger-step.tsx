import { Skeleton } from '@mantine/core';
import { useMemo } from 'react';
import { detailsOf, NO_TRANSFER, visaItemsOf } from '../add-ons';
import { PassengerDetails } from '../passenger-details';
import { draftKey } from '../passenger-draft';
import type { StepProps } from './step-props';

/**
 * passengerDetails: the passenger cards and CONFIRM BOOKING. The booking sends the hashes the URL
 * kept; an expired one sends the agent back to choose that room (or the flight) again, a seat
 * taken meanwhile back to the seats.
 */
export function PassengerStep({
  params,
  search,
  steps,
  state,
  stay: { chosen },
  flight,
  addOns,
  tours,
  moves,
}: StepProps<'stay' | 'flight' | 'addOns' | 'tours'>) {
  const key = useMemo(() => draftKey(params), [params]);
  if (search.searchMode === 'flight') {
    const pending = (!!state.transfer && state.transfer !== NO_TRANSFER && !addOns.transfer) || (!!state.visa && !addOns.visaChoices);
    if (!state.flight || !flight.choice || pending) return <Skeleton height={320} radius="md" />;
    const seatStep = steps.findIndex((s) => s.id === 'flightSeat');
    const flightTransfer =
      addOns.transfer && state.transfer && state.transfer !== NO_TRANSFER ? { hash: addOns.transfer.hash, details: detailsOf(state.transfer) } : null;
    return (
      <PassengerDetails
        search={search}
        items={{
          kind: 'flight',
          hash: state.flight.hash,
          choice: flight.choice,
          extras: state.flight.extras,
          transfer: flightTransfer,
          visas: visaItemsOf(addOns.visaChoices),
        }}
        draftKey={key}
        onOfferExpired={() => moves.backTo(0, { replace: true })}
        onSeatTaken={seatStep >= 0 ? () => moves.backTo(seatStep, { replace: true }) : undefined}
      />
    );
  }
  const hashes = state.rooms.map((o) => o?.hash ?? '');
  // The transfer and visas re-resolve from their fresh answers (their hashes are the claims booked).
  const transferPending = !!state.transfer && state.transfer !== NO_TRANSFER && !addOns.transfer;
  const visasPending = !!state.visa && !addOns.visaChoices;
  // The excursions re-resolve from their fresh answer too (each booked on its day, issue 28).
  const toursPending = state.tours !== null && !tours.chosenTours;
  if (chosen.some((o) => !o) || transferPending || visasPending || toursPending) return <Skeleton height={320} radius="md" />;
  const excursions = (tours.chosenTours ?? []).map(({ option, date }) => ({ hash: option.hash, date }));
  const roomStep = (room: number) => steps.findIndex((s) => s.id === 'chooseRoom' && s.room === room);
  const transfer =
    addOns.transfer && state.transfer && state.transfer !== NO_TRANSFER ? { hash: addOns.transfer.hash, details: detailsOf(state.transfer) } : null;
  if (search.searchMode === 'package') {
    // One booking for the whole trip: the rooms, the flight with its fares and extras, the add-ons.
    if (!state.flight || !flight.choice) return <Skeleton height={320} radius="md" />;
    const seatStep = steps.findIndex((s) => s.id === 'flightSeat');
    return (
      <PassengerDetails
        search={search}
        items={{
          kind: 'package',
          hashes,
          flight: { hash: state.flight.hash, choice: flight.choice, extras: state.flight.extras },
          transfer,
          visas: visaItemsOf(addOns.visaChoices),
          tours: excursions,
        }}
        draftKey={key}
        onOfferExpired={(room) => moves.backTo(roomStep(room), { replace: true })}
        onSeatTaken={seatStep >= 0 ? () => moves.backTo(seatStep, { replace: true }) : undefined}
      />
    );
  }
  return (
    <PassengerDetails
      search={search}
      items={{ kind: 'hotel', hashes, transfer, visas: visaItemsOf(addOns.visaChoices), tours: excursions }}
      draftKey={key}
      onOfferExpired={(room) => moves.backTo(roomStep(room), { replace: true })}
    />
  );
}
