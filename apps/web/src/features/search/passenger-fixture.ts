import type { PassengerFieldsAnswer } from './api';

/**
 * A passenger-fields answer with every field type the contract names (issue 29): what the
 * server asks of a flight + visa traveller, the lead one with email and phone, a read-only age
 * type, an address block and a number. The web tests draw and send it; the server decides the
 * real lists.
 */
export const EVERY_FIELD: PassengerFieldsAnswer['passengers'][number]['fields'] = [
  { name: 'title', label: 'Title', type: 'select', required: true, options: ['Mr', 'Mrs', 'Ms'] },
  { name: 'firstName', label: 'First Name', type: 'text', required: true, maxLength: 50 },
  { name: 'lastName', label: 'Last Name', type: 'text', required: true, maxLength: 50 },
  { name: 'ageType', label: 'Age Type', type: 'select', required: true, readOnly: true, options: ['adult', 'child', 'infant'] },
  { name: 'birthDate', label: 'Birth Date', type: 'date', required: true, min: '1927-07-01', max: '2025-07-01' },
  { name: 'email', label: 'Email', type: 'email', required: true, maxLength: 120 },
  { name: 'phoneNumbers', label: 'Phone', type: 'phone', required: true, maxLength: 40 },
  { name: 'passportNumber', label: 'Passport Number', type: 'text', required: true, maxLength: 9 },
  { name: 'passportExpiry', label: 'Passport Expiry', type: 'date', required: true, min: '2027-07-02' },
  { name: 'nationality', label: 'Nationality', type: 'country', required: true },
  { name: 'postalCode', label: 'Postal Code', type: 'text', required: false, maxLength: 12 },
  { name: 'luggageCount', label: 'Bags', type: 'number', required: false, min: '0', max: '3' },
  { name: 'passport', label: 'Passport', type: 'image', required: true, maxBytes: 5_242_880 },
  { name: 'photo', label: 'Photo', type: 'image', required: true, maxBytes: 5_242_880 },
];

export const EVERY_FIELD_ANSWER: PassengerFieldsAnswer = {
  passengers: [{ id: 'passenger1', room: 0, ageType: 'adult', age: null, fields: EVERY_FIELD }],
  booking: { comment: true, additionalRequests: [], agent: [], isUnderPaidCancellation: false },
  messages: [],
};
