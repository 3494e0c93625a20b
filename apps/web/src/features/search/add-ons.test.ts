// @vitest-environment happy-dom
import {
  bookingCreateRequestSchema,
  chooseHotel,
  chooseRoom,
  chooseTransfer,
  chooseVisas,
  goBack,
  stepIndexOf,
  stepKey,
  type TransferOption,
  type VisaSearchAnswer,
  wizardSteps,
} from '@travel/contracts';
import { TIME_OF_DAY } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSearch, stringifySearch } from '../../lib/url-search';
import {
  chosenTransfer,
  detailsOf,
  NO_TRANSFER,
  readTransferPick,
  readVisaPicks,
  stayTotal,
  transferDetailsProblems,
  transferLine,
  visaChoicesOf,
  visaItemsOf,
  visaLines,
  writeTransferPick,
  writeVisaPicks,
} from './add-ons';
import { type BookingInput, bookingRequest } from './booking-request';
import { resultsSearchSchema, type SearchParams } from './results-search';
import { addOnsOf, emptySearch, formProblem, type SearchState, searchParamsOf, withAddOns } from './search-state';
import { readWizard, visaPassengersOf, wizardParams } from './wizard-url';

/*
 * The Transfer and Visa steps of the wizard (storefront spec §2, §4 point 4, §5; domain-rules
 * §5.2, §5.3, §10): the search form's add-ons, the choices in the URL, their re-resolution from
 * the fresh answers, the summary's grouping and the booking request, on the worked examples:
 * a Paris hotel with a transfer from CDG and visas for 2 adults, a child of 5 and an infant.
 */

const modules = { transferSearch: true, visaSearch: true, visaSearchCount: true };
const paris: SearchState = {
  ...emptySearch(),
  toId: 40,
  toName: 'Paris',
  nationalityId: 7,
  startDate: '2027-06-10',
  endDate: '2027-06-15',
  rooms: [{ adults: 2, children: 2, childrenAges: [5, 1] }],
  transfer: true,
  toAirportId: 90,
  toAirportName: 'Paris (CDG)',
  visa: true,
  visasCount: 4,
};

describe('the search form’s add-ons (storefront spec §2, §5)', () => {
  it('forces the transfer and the visas off when their modules are off', () => {
    expect(addOnsOf(paris, modules)).toEqual({ transfer: true, visa: true, visasCount: 4 });
    expect(addOnsOf(paris, { ...modules, transferSearch: false })).toMatchObject({ transfer: false, visa: true });
    expect(addOnsOf(paris, { ...modules, visaSearch: false })).toEqual({ transfer: true, visa: false, visasCount: 0 });
    expect(addOnsOf(paris, undefined)).toEqual({ transfer: false, visa: false, visasCount: 0 });
    const sent = withAddOns(paris, { ...modules, transferSearch: false, visaSearch: false });
    expect(sent).toMatchObject({ transfer: undefined, visa: undefined, visasCount: undefined });
    expect(searchParamsOf(sent)).not.toHaveProperty('transfer');
  });

  it('keeps the visa count from 1 to the number of passengers; without the count setting every passenger asks one', () => {
    expect(addOnsOf({ ...paris, visasCount: 9 }, modules).visasCount).toBe(4);
    expect(addOnsOf({ ...paris, visasCount: 0 }, modules).visasCount).toBe(1);
    expect(addOnsOf({ ...paris, visasCount: 2 }, modules).visasCount).toBe(2);
    expect(addOnsOf({ ...paris, visasCount: 2 }, { ...modules, visaSearchCount: false }).visasCount).toBe(4);
  });

  it('a hotel with a transfer needs its destination airport', () => {
    expect(formProblem(paris)).toBeNull();
    expect(formProblem({ ...paris, toAirportId: null })).toBe('Destination airport is required!');
    expect(formProblem({ ...paris, transfer: false, toAirportId: null })).toBeNull();
  });

  it('a flight asks visas for its one party (issue 29: a flight + visa), in its URL too', () => {
    const flight: SearchState = {
      ...paris,
      searchMode: 'flight',
      flightType: 'oneway',
      fromAirportId: 80,
      toAirportId: 90,
      transfer: false,
      rooms: [
        { adults: 1, children: 0, childrenAges: [] },
        { adults: 2, children: 0, childrenAges: [] },
      ],
      visasCount: 5,
    };
    expect(addOnsOf(flight, modules)).toEqual({ transfer: false, visa: true, visasCount: 1 });
    const read = resultsSearchSchema.parse(parseSearch(stringifySearch(searchParamsOf(withAddOns(flight, modules)))));
    expect(read).toMatchObject({ searchMode: 'flight', visa: true, visasCount: 1 });
  });

  it('travels in the URL: transfer with the airport, visa with its count', () => {
    const read = resultsSearchSchema.parse(parseSearch(stringifySearch(searchParamsOf(paris))));
    expect(read).toMatchObject({ transfer: true, toAirportId: 90, toAirportName: 'Paris (CDG)', visa: true, visasCount: 4 });
    const plain = resultsSearchSchema.parse(parseSearch(stringifySearch(searchParamsOf({ ...paris, transfer: false, visa: false }))));
    expect(plain).not.toHaveProperty('transfer');
    expect(plain).not.toHaveProperty('toAirportId');
    expect(plain).not.toHaveProperty('visasCount');
  });
});

const van: TransferOption = {
  transferId: 3,
  name: 'CDG airport - Paris hotels',
  carId: 12,
  carName: 'Van',
  carType: 'individual',
  price: '110.00',
  currency: 'EUR',
  roundTrip: true,
  transfers: [{ roomKeys: ['room1'], car: { id: 12, name: 'Van', type: 'individual', price: '110.00' } }],
  freeTransfer: null,
  cancellation: ['Non-refundable'],
  hash: 't1.van',
};
const shuttle: TransferOption = {
  ...van,
  carId: 13,
  carName: 'Shuttle',
  carType: 'group',
  price: '50.00',
  transfers: [{ roomKeys: ['room1'], car: { id: 13, name: 'Shuttle', type: 'group', price: '50.00' } }],
  hash: 't1.shuttle',
};
const transfers = { entities: [shuttle, van] };

const visas: VisaSearchAnswer = {
  entities: [
    {
      visaId: 5,
      visaTypeId: 51,
      name: 'Schengen tourist',
      typeName: 'Tourist 30 days',
      currency: 'EUR',
      passengersPrices: { passenger1: '80.00', passenger2: '80.00', passenger3: '45.00', passenger4: '0.00' },
      price: '205.00',
      hash: 'v1.tourist',
    },
  ],
  passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'],
  currency: 'EUR',
};

describe('the transfer and visa choices in the URL', () => {
  const pick = { transferId: 3, carId: 12, arrivalFlightNumber: 'AF1234', arrivalTime: '14:30' };

  it('round-trips the transfer pick, none, and refuses what is not one', () => {
    expect(readTransferPick(writeTransferPick(pick))).toEqual(pick);
    expect(readTransferPick(writeTransferPick({ ...pick, departureFlightNumber: 'AF1235', departureTime: '18:05' }))).toEqual({
      ...pick,
      departureFlightNumber: 'AF1235',
      departureTime: '18:05',
    });
    expect(readTransferPick(writeTransferPick(NO_TRANSFER))).toBe(NO_TRANSFER);
    expect(readTransferPick('{"transferId":3}')).toBeNull();
    expect(readTransferPick('{"transferId":3,"carId":12,"arrivalFlightNumber":"AF1","arrivalTime":"25:00"}')).toBeNull();
    expect(readTransferPick('{nope')).toBeNull();
    expect(readTransferPick(undefined)).toBeNull();
  });

  it('keeps the visa picks as a prefix of at most the visa count; none is no visas', () => {
    expect(readVisaPicks('51,51,52,51', 4)).toEqual([51, 51, 52, 51]);
    expect(readVisaPicks('51,51,52,51,9', 4)).toEqual([51, 51, 52, 51]);
    expect(readVisaPicks('51,x,52', 4)).toEqual([51]);
    expect(readVisaPicks(writeVisaPicks([]), 4)).toEqual([]);
    expect(writeVisaPicks([])).toBe('none');
    expect(writeVisaPicks(null)).toBeUndefined();
  });

  it('walks rooms, Transfer and Visa through the address bar, and back to Transfer clears both', () => {
    const params: SearchParams = resultsSearchSchema.parse(parseSearch(stringifySearch(searchParamsOf(paris))));
    const steps = wizardSteps('hotel', { rooms: 1, transfer: true, visa: true });
    const reload = (p: SearchParams) => resultsSearchSchema.parse(parseSearch(stringifySearch(p)));
    expect(visaPassengersOf(params)).toBe(4);
    expect(visaPassengersOf({ ...params, visasCount: 2 })).toBe(2);
    let state = chooseRoom(chooseHotel(readWizard(params, steps), steps, 9), steps, 0, { id: '1-1', hash: 'h' });
    expect(stepKey(steps[state.step]!)).toBe('chooseTransfer');
    state = chooseTransfer(state, steps, pick);
    let url = reload({ ...params, ...wizardParams(state, steps) });
    expect(url).toMatchObject({ step: 'chooseVisa', transferPick: JSON.stringify(pick) });
    expect(readWizard(url, steps)).toEqual(state);
    // Part-way through the Visa step (two passengers picked), a reload stays on the step.
    expect(readWizard({ ...url, step: 'passengerDetails', visas: '51,51' }, steps)).toMatchObject({ step: stepIndexOf(steps, 'chooseVisa'), visa: null });
    state = chooseVisas(readWizard(url, steps), steps, [51, 51, 51, 51]);
    url = reload({ ...params, ...wizardParams(state, steps) });
    expect(url).toMatchObject({ step: 'passengerDetails', visas: '51,51,51,51' });
    expect(readWizard(url, steps)).toEqual(state);
    const back = goBack(readWizard(url, steps), steps, stepIndexOf(steps, 'chooseTransfer'));
    const backUrl = reload({ ...params, ...wizardParams(back, steps) });
    expect(backUrl).toMatchObject({ step: 'chooseTransfer' });
    expect(backUrl).not.toHaveProperty('transferPick');
    expect(backUrl).not.toHaveProperty('visas');
    const visaAgain = reload({ ...params, ...wizardParams(goBack(readWizard(url, steps), steps, stepIndexOf(steps, 'chooseVisa')), steps) });
    expect(visaAgain).toMatchObject({ step: 'chooseVisa', transferPick: JSON.stringify(pick) });
    expect(visaAgain).not.toHaveProperty('visas');
  });

  it('a search without the add-ons never reads them from the URL', () => {
    const steps = wizardSteps('hotel', { rooms: 1 });
    const state = readWizard(
      {
        searchMode: 'hotel',
        rooms: '{"room1":{"adults":2,"childrenAges":[]}}',
        hotelId: 9,
        options: '1-1~h',
        transferPick: 'none',
        visas: '51,51',
        step: 'passengerDetails',
      },
      steps,
    );
    expect(state).toMatchObject({ transfer: null, visa: null, step: stepIndexOf(steps, 'passengerDetails') });
  });
});

describe('the choices re-resolved from the fresh answers, and the summary (domain-rules §10)', () => {
  it('finds the chosen car category; none or one no longer offered is no transfer', () => {
    expect(chosenTransfer(transfers, { transferId: 3, carId: 12, arrivalFlightNumber: 'AF1', arrivalTime: '10:00' })).toBe(van);
    expect(chosenTransfer(transfers, { transferId: 3, carId: 11, arrivalFlightNumber: 'AF1', arrivalTime: '10:00' })).toBeNull();
    expect(chosenTransfer(transfers, NO_TRANSFER)).toBeNull();
    expect(transferLine(van)).toEqual({ key: 'transfer', label: 'CDG airport - Paris hotels, Van', price: '110.00', count: 1, total: '110.00' });
  });

  it('groups the visas 80 x 2, 45 x 1, 0 x 1 (total 205.00)', () => {
    const choices = visaChoicesOf(visas, [51, 51, 51, 51])!;
    expect(choices.map((c) => c.price)).toEqual(['80.00', '80.00', '45.00', '0.00']);
    const items = visaItemsOf(choices);
    expect(items.map((i) => [i.price, i.count, i.passengerIds])).toEqual([
      ['80.00', 2, ['passenger1', 'passenger2']],
      ['45.00', 1, ['passenger3']],
      ['0.00', 1, ['passenger4']],
    ]);
    const lines = visaLines(visas, items);
    expect(lines.map((l) => [l.label, l.price, l.count, l.total])).toEqual([
      ['Schengen tourist, Tourist 30 days', '80.00', 2, '160.00'],
      ['Schengen tourist, Tourist 30 days', '45.00', 1, '45.00'],
      ['Schengen tourist, Tourist 30 days', '0.00', 1, '0.00'],
    ]);
    // The running total: the §9 stay (643.50) + the Van (110.00) + the visas (205.00).
    expect(stayTotal(['643.50'], [transferLine(van), ...lines])).toBe('958.50');
  });

  it('is not done while a passenger lacks a type, or a type picked is gone; without visas is done with none', () => {
    expect(visaChoicesOf(visas, [51, 51])).toBeNull();
    expect(visaChoicesOf(visas, [51, 51, 51, 99])).toBeNull();
    expect(visaChoicesOf(undefined, [51, 51, 51, 51])).toBeNull();
    expect(visaChoicesOf(undefined, [])).toEqual([]);
    expect(visaItemsOf(null)).toEqual([]);
  });

  it('asks the arrival flight number and a time; the departure time is optional but must be a time', () => {
    expect(transferDetailsProblems({ arrivalFlightNumber: '', arrivalTime: '', departureTime: '' })).toEqual({
      arrivalFlightNumber: 'required',
      arrivalTime: 'required',
    });
    expect(transferDetailsProblems({ arrivalFlightNumber: 'AF1', arrivalTime: '9:5', departureTime: '7pm' })).toEqual({
      arrivalTime: 'time',
      departureTime: 'time',
    });
    expect(transferDetailsProblems({ arrivalFlightNumber: 'AF1', arrivalTime: '09:05', departureTime: '' })).toEqual({});
  });
});

describe('the booking request with the transfer and the visas (account spec §3)', () => {
  const slots: BookingInput['slots'] = [
    { id: 'passenger1', room: 0, ageType: 'adult', age: null },
    { id: 'passenger2', room: 0, ageType: 'adult', age: null },
    { id: 'passenger3', room: 0, ageType: 'child', age: 5 },
    { id: 'passenger4', room: 0, ageType: 'infant', age: 1 },
  ];
  const values = {
    passenger1: { title: 'Mr', firstName: 'Aram', lastName: 'Petrosyan', birthDate: '1980-02-03' },
    passenger2: { title: 'Mrs', firstName: 'Ani', lastName: 'Petrosyan', birthDate: '1982-05-06' },
    passenger3: { title: 'Mr', firstName: 'Davit', lastName: 'Petrosyan', birthDate: '2022-01-10' },
    passenger4: { title: 'Mrs', firstName: 'Mariam', lastName: 'Petrosyan', birthDate: '2026-09-01' },
  };
  const details = detailsOf({ transferId: 3, carId: 12, arrivalFlightNumber: 'AF1234', arrivalTime: '14:30' });
  const request = bookingRequest({
    slots,
    values,
    comment: '',
    agent: null,
    requests: [],
    search: paris,
    items: { kind: 'hotel', hashes: ['h.room'], transfer: { hash: van.hash, details }, visas: visaItemsOf(visaChoicesOf(visas, [51, 51, 51, 51])) },
  });

  it('carries the room, the transfer for everyone with its details, and one visa item per price group', () => {
    expect(request.booking.bookingItems).toEqual([
      { productType: 'hotel', hash: 'h.room', passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'] },
      {
        productType: 'transfer',
        hash: 't1.van',
        passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'],
        transferDetails: { arrivalFlightNumber: 'AF1234', arrivalTime: '14:30' },
      },
      { productType: 'visa', hash: 'v1.tourist', passengerIds: ['passenger1', 'passenger2'] },
      { productType: 'visa', hash: 'v1.tourist', passengerIds: ['passenger3'] },
      { productType: 'visa', hash: 'v1.tourist', passengerIds: ['passenger4'] },
    ]);
    expect(request.booking.passengersByRoom).toEqual([['passenger1', 'passenger2', 'passenger3', 'passenger4']]);
  });

  it('is what the server’s contract accepts', () => {
    const parsed = bookingCreateRequestSchema('2026-11-01').safeParse(request);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('a stay without add-ons books its rooms only, as before', () => {
    const plain = bookingRequest({ slots, values, comment: '', agent: null, requests: [], search: paris, items: { kind: 'hotel', hashes: ['h.room'] } });
    expect(plain.booking.bookingItems).toEqual([
      { productType: 'hotel', hash: 'h.room', passengerIds: ['passenger1', 'passenger2', 'passenger3', 'passenger4'] },
    ]);
  });
});

/*
 * `transferPick` used to be read through this zod schema; the hand-written reader that took its
 * place (issue 17.4: no zod on the results page's first render) must read every pick the same way.
 */
describe('reading a transfer pick as the zod schema did', () => {
  const pickSchema = z.object({
    transferId: z.number().int().positive(),
    carId: z.number().int().positive(),
    arrivalFlightNumber: z.string().trim().min(1).max(20),
    arrivalTime: z.string().regex(TIME_OF_DAY),
    departureFlightNumber: z.string().trim().max(20).optional(),
    departureTime: z.string().regex(TIME_OF_DAY).optional(),
  });
  const byZod = (text: string) => {
    try {
      const parsed = pickSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const pick = { transferId: 3, carId: 12, arrivalFlightNumber: 'AF1234', arrivalTime: '14:30', departureFlightNumber: 'AF1235', departureTime: '18:05' };
  const odd: unknown[] = [
    null,
    '',
    ' ',
    '   AF 1  ',
    0,
    1,
    -4,
    2.5,
    Number.MAX_SAFE_INTEGER + 2,
    'x'.repeat(20),
    ` ${'x'.repeat(20)} `,
    'x'.repeat(21),
    '00:00',
    '23:59',
    '24:00',
    '9:30',
    '09:60',
    true,
    [],
    {},
  ];

  it('keeps, trims and refuses every field as the schema did', () => {
    const texts = [JSON.stringify(pick), JSON.stringify({ ...pick, extra: 1 }), '[]', 'null', '3', '"none2"', '{nope'];
    for (const field of Object.keys(pick)) {
      const { [field]: _left, ...without } = pick as Record<string, unknown>;
      texts.push(JSON.stringify(without));
      for (const value of odd) texts.push(JSON.stringify({ ...pick, [field]: value }));
    }
    let refused = 0;
    for (const text of texts) {
      const zod = byZod(text);
      if (zod === null) refused += 1;
      expect([text, readTransferPick(text)]).toStrictEqual([text, zod]);
    }
    expect(refused).toBeGreaterThan(40);
  });
});
