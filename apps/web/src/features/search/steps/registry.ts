import type { StepId } from '@travel/contracts';
import { type ComponentType, lazy } from 'react';
import { ChooseFareStep } from './choose-fare';
import { ChooseFlightStep } from './choose-flight';
import { ChooseHotelStep } from './choose-hotel';
import { ChooseRoomStep } from './choose-room';
import type { PartName, StepProps } from './step-props';

/*
 * The lists and the choices right after them are part of the results page; the later steps
 * (extras and their seat map, transfer, visas, the passengers' form with its date pickers and the
 * booking rules) load when reached, or while the step before them is shown (issue 17.4).
 */
const later = {
  extras: () => import('./flight-extras-step').then((module) => ({ default: module.ExtrasStep })),
  transfer: () => import('./transfer-step').then((module) => ({ default: module.TransferStep })),
  visa: () => import('./visa-step').then((module) => ({ default: module.VisaStep })),
  excursions: () => import('./excursions-step').then((module) => ({ default: module.ExcursionsStep })),
  passengers: () => import('./passenger-step').then((module) => ({ default: module.PassengerStep })),
};
const ExtrasStep = lazy(later.extras);
const TransferStep = lazy(later.transfer);
const VisaStep = lazy(later.visa);
const ExcursionsStep = lazy(later.excursions);
const PassengerStep = lazy(later.passengers);

/**
 * The web half of the wizard's step registry: the component of each step the contracts'
 * machine orders (packages/contracts/src/wizard.ts), the wizard parts it reads (step-props.ts:
 * the shell hands it those only) and what the side column shows beside it (the hotel filters,
 * the booking summary, or nothing: the flight list takes the full width). A product adds its
 * steps' views here, with the part its hook makes.
 */
export type StepView = {
  component: ComponentType<StepProps<PartName>>;
  parts: readonly PartName[];
  aside: 'filters' | 'summary' | 'none';
  preload?: () => Promise<unknown>;
};

/** A step's view: its component typed by the parts it names, so it cannot read another product's data. */
function view<N extends PartName>(
  parts: readonly N[],
  component: ComponentType<StepProps<N>>,
  aside: StepView['aside'],
  preload?: () => Promise<unknown>,
): StepView {
  // A component of fewer parts takes the props of every part (it ignores the others): sound, but
  // TypeScript cannot see it through the mapped type.
  return { component: component as unknown as StepView['component'], parts, aside, preload };
}

export const STEP_VIEWS: Partial<Record<StepId, StepView>> = {
  // Hotels (and a package's hotel).
  chooseHotel: view(['stay'], ChooseHotelStep, 'filters'),
  chooseRoom: view(['stay'], ChooseRoomStep, 'summary'),
  // Flights (and a package's flight).
  chooseFlight: view(['flight'], ChooseFlightStep, 'none'),
  chooseFlightFare: view(['flight'], ChooseFareStep, 'summary'),
  flightBaggage: view(['flight'], ExtrasStep, 'summary', later.extras),
  flightMeal: view(['flight'], ExtrasStep, 'summary', later.extras),
  flightSeat: view(['flight'], ExtrasStep, 'summary', later.extras),
  // Transfers and visas: a transfer drives to the chosen hotel and meets the chosen flight.
  chooseTransfer: view(['stay', 'flight', 'addOns'], TransferStep, 'summary', later.transfer),
  chooseVisa: view(['addOns'], VisaStep, 'summary', later.visa),
  // Tours: the stay's excursions (issue 28).
  chooseExcursions: view(['tours'], ExcursionsStep, 'summary', later.excursions),
  // The passengers' step books every part.
  passengerDetails: view(['stay', 'flight', 'addOns', 'tours'], PassengerStep, 'summary', later.passengers),
};

/** The view of a step; null for a step no product of the web has built yet. */
export const stepView = (id: StepId): StepView | null => STEP_VIEWS[id] ?? null;
