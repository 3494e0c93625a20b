/**
 * The flight extras steps (flightBaggage, flightMeal, flightSeat) for the wizard to wire in:
 * the step component, the value it keeps and its pure rules.
 */
export { flightExtrasEn } from './en';
export { FlightExtrasStep, type FlightExtrasStepProps } from './flight-extras-step';
export { choose, emptyFlightExtras, extrasTotal, type FlightExtrasValue, missingRequired, reconcile } from './model';
