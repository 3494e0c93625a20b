import type { StepId } from '@travel/contracts';
import type { ComponentType } from 'react';
import { ChooseFareStep } from './choose-fare';
import { ChooseFlightStep } from './choose-flight';
import { ChooseHotelStep } from './choose-hotel';
import { ChooseRoomStep } from './choose-room';
import { ExtrasStep } from './flight-extras-step';
import { PassengerStep } from './passenger-step';
import type { StepProps } from './step-props';
import { TransferStep } from './transfer-step';
import { VisaStep } from './visa-step';

/**
 * The web half of the wizard's step registry: the component of each step the contracts'
 * machine orders (packages/contracts/src/wizard.ts) and what the side column shows beside it
 * (the hotel filters, the booking summary, or nothing: the flight list takes the full width).
 * A product adds its steps' views here.
 */
export type StepView = { component: ComponentType<StepProps>; aside: 'filters' | 'summary' | 'none' };

export const STEP_VIEWS: Partial<Record<StepId, StepView>> = {
  chooseHotel: { component: ChooseHotelStep, aside: 'filters' },
  chooseRoom: { component: ChooseRoomStep, aside: 'summary' },
  chooseFlight: { component: ChooseFlightStep, aside: 'none' },
  chooseFlightFare: { component: ChooseFareStep, aside: 'summary' },
  flightBaggage: { component: ExtrasStep, aside: 'summary' },
  flightMeal: { component: ExtrasStep, aside: 'summary' },
  flightSeat: { component: ExtrasStep, aside: 'summary' },
  chooseTransfer: { component: TransferStep, aside: 'summary' },
  chooseVisa: { component: VisaStep, aside: 'summary' },
  passengerDetails: { component: PassengerStep, aside: 'summary' },
};

/** The view of a step; null for a step no product of the web has built yet. */
export const stepView = (id: StepId): StepView | null => STEP_VIEWS[id] ?? null;
