/**
 * The passenger step's texts (mounted under `wizard`): with the results page's, and with the
 * logged-in areas' (a booking's passenger cards say each passenger's age as the wizard does). Its
 * own file, so My Bookings does not load the results page's texts with it (issue 32).
 */
export const wizardEn = {
  adultN: 'Adult {{n}}',
  childAged_one: 'Child, {{count}} year',
  childAged_other: 'Child, {{count}} years',
  infantAged_one: 'Infant, {{count}} year',
  infantAged_other: 'Infant, {{count}} years',
  comment: 'Comment',
  agent: 'Agent',
  additionalRequests: 'Additional requests',
  requestsNote: '*Please be informed that all the above special requests will remain as subject to availability.',
  deadline: 'Note: The service is within cancellation deadline. Amendments or Cancellation will attract penalties.',
  confirm: 'CONFIRM BOOKING',
  created: 'Successfully created !',
  required: 'This field is required',
  tooLong_one: 'At most {{count}} character',
  tooLong_other: 'At most {{count}} characters',
  number: { between: 'Enter a number from {{min}} to {{max}}', onOrAfter: 'Enter a number from {{min}}', onOrBefore: 'Enter a number up to {{max}}' },
  fillPassengers: 'Please fill in every passenger field.',
  /** A refused CONFIRM BOOKING names its first problem, in the cards' order (issue 32). */
  firstProblem_one: 'Passenger {{n}}, {{field}}: {{message}}',
  firstProblem_other: 'Passenger {{n}}, {{field}}: {{message}} ({{count}} fields to correct)',
  optionGone: 'The chosen room is no longer available. Please choose the room again.',
  flightGone: 'The chosen flight or fare is no longer available. Please choose the flight again.',
  passengers: 'Passengers',
} as const;
