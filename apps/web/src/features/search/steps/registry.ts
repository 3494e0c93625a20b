import type { StepId } from '@travel/contracts';
import { type ComponentType, lazy } from 'react';
import { ChooseFareStep } from './choose-fare';
import { ChooseFlightStep } from './choose-flight';
import { ChooseHotelStep } from './choose-hotel';
import { ChooseRoomStep } from './choose-room';
import type { StepProps } from './step-props';

/*
 * The lists and the choices right after them are part of the results page; the later steps
 * (extras and their seat map, transfer, visas, the passengers' form with its date pickers and the
 * booking rules) load when reached, or while the step before them is shown (issue 17.4).
 */
const later = {
  extras: () => import('./flight-extras-step').then((module) => ({ default: module.ExtrasStep })),
  transfer: () => import('./transfer-step').then((module) => ({ default: module.TransferStep })),
  visa: () => import('./visa-step').then((module) => ({ default: module.VisaStep })),
  passengers: () => import('./passenger-step').then((module) => ({ default: module.PassengerStep })),
};
const ExtrasStep = lazy(later.extras);
const TransferStep = lazy(later.transfer);
const VisaStep = lazy(later.visa);
const PassengerStep = lazy(later.passengers);

/**
 * The web half of the wizard's step registry: the component of each step the contracts'
 * machine orders (packages/contracts/src/wizard.ts) and what the side column shows beside it
 * (the hotel filters, the booking summary, or nothing: the flight list takes the full width).
 * A product adds its steps' views here.
 */
export type StepView = { component: ComponentType<StepProps>; aside: 'filters' | 'summary' | 'none'; preload?: () => Promise<unknown> };

export const STEP_VIEWS: Partial<Record<StepId, StepView>> = {
  chooseHotel: { component: ChooseHotelStep, aside: 'filters' },
  chooseRoom: { component: ChooseRoomStep, aside: 'summary' },
  chooseFlight: { component: ChooseFlightStep, aside: 'none' },
  chooseFlightFare: { component: ChooseFareStep, aside: 'summary' },
  flightBaggage: { component: ExtrasStep, aside: 'summary', preload: later.extras },
  flightMeal: { component: ExtrasStep, aside: 'summary', preload: later.extras },
  flightSeat: { component: ExtrasStep, aside: 'summary', preload: later.extras },
  chooseTransfer: { component: TransferStep, aside: 'summary', preload: later.transfer },
  chooseVisa: { component: VisaStep, aside: 'summary', preload: later.visa },
  passengerDetails: { component: PassengerStep, aside: 'summary', preload: later.passengers },
};

/** The view of a step; null for a step no product of the web has built yet. */
export const stepView = (id: StepId): StepView | null => STEP_VIEWS[id] ?? null;
