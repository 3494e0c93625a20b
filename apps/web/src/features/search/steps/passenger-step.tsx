import { Skeleton } from '@mantine/core';
import { useMemo } from 'react';
import { PassengerDetails } from '../passenger-details';
import { draftKey } from '../passenger-draft';
import type { StepProps } from './step-props';

/**
 * passengerDetails: the passenger cards and CONFIRM BOOKING. The booking sends the hashes the URL
 * kept; an expired one sends the agent back to choose that room again.
 */
export function PassengerStep({ params, search, steps, state, chosen, moves }: StepProps) {
  const key = useMemo(() => draftKey(params), [params]);
  const hashes = state.rooms.map((o) => o?.hash ?? '');
  if (chosen.some((o) => !o)) return <Skeleton height={320} radius="md" />;
  const roomStep = (room: number) => steps.findIndex((s) => s.id === 'chooseRoom' && s.room === room);
  return <PassengerDetails search={search} hashes={hashes} draftKey={key} onOfferExpired={(room) => moves.backTo(roomStep(room), { replace: true })} />;
}
