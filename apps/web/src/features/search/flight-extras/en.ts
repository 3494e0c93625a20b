import { FLIGHT_EXTRA_MESSAGES } from '@travel/contracts';
import i18n from '../../../lib/i18n';

/** English texts of the flight extras steps (flightBaggage, flightMeal, flightSeat), under `flightExtras`. */
export const flightExtrasEn = {
  title: { baggage: 'Baggage', meal: 'Meals', seat: 'Seats' },
  intro: {
    baggage: 'Choose baggage for each passenger and each flight. Baggage included in the fare is already added.',
    meal: 'Choose a meal for each passenger and each flight.',
    seat: 'Choose a seat for each passenger and each flight. Infants travel on a lap and get no seat.',
  },
  passenger: 'Passenger',
  passengerN: 'Passenger {{n}}',
  ageTypes: { adult: 'Adult', child: 'Child', infant: 'Infant' },
  childAged: 'Child, {{age}}',
  infantAged: 'Infant, {{age}}',
  choosingFor: 'Choosing for passenger {{n}} ({{who}})',
  required: 'Required',
  included: 'Included',
  free: 'Free',
  includedInFare: 'Included in the fare',
  none: 'None',
  noneHint: 'No extra for this passenger',
  nothingForPassenger: 'Nothing to choose for this passenger on this flight.',
  seatsOf: 'Seats of {{title}}',
  yourSeat: 'Seat of passenger {{n}}',
  noSeat: 'No seat chosen',
  removeSeat: 'Remove seat',
  sameForAll: 'Same for every passenger',
  swapTitle: 'Seat {{seat}} is taken by your party',
  swapText: "Seat {{seat}} is passenger {{from}}'s. Give it to passenger {{to}}? Passenger {{from}} will need another seat.",
  swapConfirm: 'Give the seat',
  noMap: 'No seat map for this flight.',
  extrasTotal: 'Extras total',
  chosenCount_one: '{{count}} chosen',
  chosenCount_other: '{{count}} chosen',
  missing: 'Missing',
  tryAgain: 'Try again',
  messages: FLIGHT_EXTRA_MESSAGES,
} as const;

// Mounted when the step is first imported, so the step carries its texts wherever it is wired in.
i18n.addResourceBundle('en', 'translation', { flightExtras: flightExtrasEn }, true, false);
