import { describe, expect, it } from 'vitest';
import { birthDateProblem } from './bookings';
import {
  ageTypeOf,
  birthDateBounds,
  describeParty,
  type PassengerField,
  passengerCardFields,
  passengerProblems,
  partyMismatch,
  passengerSlots,
  type ProductChoice,
} from './passengers';

describe('passenger slots (storefront spec §4.4)', () => {
  it('creates passengers per room, adults first, then children with their ages', () => {
    const slots = passengerSlots(
      [
        { adults: 2, childrenAges: [] },
        { adults: 2, childrenAges: [5, 1] },
      ],
      '2027-06-01',
    );
    expect(slots.map((s) => [s.id, s.room, s.ageType, s.age])).toEqual([
      ['passenger1', 0, 'adult', null],
      ['passenger2', 0, 'adult', null],
      ['passenger3', 1, 'adult', null],
      ['passenger4', 1, 'adult', null],
      ['passenger5', 1, 'child', 5],
      ['passenger6', 1, 'infant', 1],
    ]);
  });
  it('never allows a birth date after today', () => {
    expect(birthDateBounds('infant', 0, '2027-06-01', '2027-01-10')).toEqual({ min: '2026-06-02', max: '2027-01-10' });
  });
  it('bounds birth dates: adults 2 to 100, a child of 5 born 5 to 6 years ago', () => {
    expect(birthDateBounds('adult', null, '2027-06-01')).toEqual({ min: '1927-06-01', max: '2025-06-01' });
    expect(birthDateBounds('child', 5, '2027-06-01')).toEqual({ min: '2021-06-02', max: '2022-06-01' });
  });
});

/** Passenger fields per product mix (issue 29; docs/decisions.md "Passenger fields per product"). */
describe('passenger fields per product mix', () => {
  const FAMILY = [{ adults: 2, childrenAges: [14, 5, 1] }];
  const START = '2027-06-28';
  const END = '2027-07-03';
  const TODAY = '2027-01-10';
  const cards = (products: readonly ProductChoice[]) => passengerSlots(FAMILY, START, TODAY, products, END);
  const names = (fields: PassengerField[]) => fields.filter((f) => !f.readOnly).map((f) => f.name);
  const byName = (fields: PassengerField[], name: string) => fields.find((f) => f.name === name)!;
  const BASE = ['title', 'firstName', 'lastName', 'birthDate'];
  const CONTACT = ['email', 'phoneNumbers'];
  const PASSPORT = ['passportNumber', 'nationality', 'passportExpiry'];
  const ADDRESS = ['address', 'city', 'postalCode', 'country'];
  const FILES = ['passport', 'photo'];

  it('bands the searched ages by the one rule: under 2 infant, under 12 child, 12 and over adult (as flights price them)', () => {
    expect(cards(['hotel']).map((s) => [s.id, s.ageType, s.age])).toEqual([
      ['passenger1', 'adult', null],
      ['passenger2', 'adult', null],
      ['passenger3', 'adult', 14],
      ['passenger4', 'child', 5],
      ['passenger5', 'infant', 1],
    ]);
    expect([0, 1, 2, 11, 12, 17].map(ageTypeOf)).toEqual(['infant', 'infant', 'child', 'child', 'adult', 'adult']);
  });

  it('a hotel alone asks only names and birth date; age type and age are shown read-only', () => {
    for (const slot of cards(['hotel'])) expect(names(slot.fields)).toEqual(BASE);
    const [lead, , teen] = cards(['hotel']);
    expect(lead!.fields.filter((f) => f.readOnly).map((f) => f.name)).toEqual(['ageType']);
    expect(teen!.fields.filter((f) => f.readOnly).map((f) => f.name)).toEqual(['ageType', 'age']);
    // The 14-year-old's birth date: exactly 14 on the first night.
    expect(byName(teen!.fields, 'birthDate')).toMatchObject({ type: 'date', required: true, min: '2012-06-29', max: '2013-06-28' });
  });

  it('a flight adds the lead traveller email and phone, and every passenger passport number, nationality and expiry valid through the return', () => {
    const [lead, second, ...rest] = cards(['flight']);
    expect(names(lead!.fields)).toEqual([...BASE, ...CONTACT, ...PASSPORT]);
    expect(names(second!.fields)).toEqual([...BASE, ...PASSPORT]);
    for (const slot of rest) expect(names(slot.fields)).toEqual([...BASE, ...PASSPORT]);
    expect(byName(lead!.fields, 'passportExpiry')).toEqual({
      name: 'passportExpiry',
      label: 'Passport Expiry Date',
      type: 'date',
      required: true,
      min: END,
      max: '2047-01-10',
    });
    expect(byName(lead!.fields, 'nationality')).toMatchObject({ type: 'country', required: true });
    expect(byName(lead!.fields, 'email')).toMatchObject({ type: 'email', required: true, maxLength: 100 });
    expect(byName(lead!.fields, 'phoneNumbers')).toMatchObject({ type: 'phone', required: true });
  });

  it('a package is a hotel and a flight: the flight fields', () => {
    expect(cards(['package']).map((s) => names(s.fields))).toEqual(cards(['hotel', 'flight']).map((s) => names(s.fields)));
    expect(names(cards(['package'])[0]!.fields)).toEqual([...BASE, ...CONTACT, ...PASSPORT]);
  });

  it('a hotel with a transfer adds the lead traveller contact only', () => {
    const [lead, ...rest] = cards(['hotel', 'transfer']);
    expect(names(lead!.fields)).toEqual([...BASE, ...CONTACT]);
    for (const slot of rest) expect(names(slot.fields)).toEqual(BASE);
  });

  it('a visa adds passport number, nationality, expiry, a passport scan and a photo (images of 5 MB), and the lead traveller home address', () => {
    const [lead, second] = cards(['hotel', 'visa']);
    expect(names(lead!.fields)).toEqual([...BASE, ...CONTACT, ...PASSPORT, ...ADDRESS, ...FILES]);
    expect(names(second!.fields)).toEqual([...BASE, ...PASSPORT, ...FILES]);
    expect(byName(lead!.fields, 'passport')).toEqual({ name: 'passport', label: 'Passport', type: 'image', required: true, maxBytes: 5242880 });
    expect(byName(lead!.fields, 'country')).toMatchObject({ type: 'country', required: true });
  });

  it('a package with visas for the first two: they get the visa fields, everyone the flight fields', () => {
    const slots = cards(['package', { productType: 'visa', passengerIds: ['passenger1', 'passenger2'] }]);
    expect(slots.map((s) => names(s.fields))).toEqual([
      [...BASE, ...CONTACT, ...PASSPORT, ...ADDRESS, ...FILES],
      [...BASE, ...PASSPORT, ...FILES],
      [...BASE, ...PASSPORT],
      [...BASE, ...PASSPORT],
      [...BASE, ...PASSPORT],
    ]);
  });

  it('without products the cards stay the plain ones (the visa step, flight extras and the add page use them)', () => {
    const [adult] = passengerSlots([{ adults: 1, childrenAges: [] }], START);
    expect(adult!.fields).toEqual([
      { name: 'title', label: 'Title', type: 'select', required: true, options: ['Mr', 'Mrs', 'Ms', 'Miss', 'Mstr'] },
      { name: 'firstName', label: 'First Name', type: 'text', required: true },
      { name: 'lastName', label: 'Last Name', type: 'text', required: true },
      { name: 'birthDate', label: 'Birth Date', type: 'date', required: true, min: '1927-06-28', max: '2025-06-28' },
    ]);
  });
});

describe('passenger problems (the server and the card check the same rules)', () => {
  const [lead, second] = passengerSlots([{ adults: 2, childrenAges: [14] }], '2027-06-28', '2027-01-10', ['package', 'visa'], '2027-07-03');
  const good = {
    title: 'Mr',
    firstName: 'Ann',
    lastName: 'Lee',
    ageType: 'adult',
    birthDate: '1980-05-01',
    email: 'ann@example.com',
    phoneNumbers: '+33 1 23 45 67 89',
    passportNumber: 'X1234567',
    nationality: '12',
    passportExpiry: '2030-01-01',
    address: '1 Rue de Rivoli',
    city: 'Paris',
    postalCode: '75001',
    country: 12,
  };
  const files = { passport: true, photo: true };

  it('answers nothing for a complete card', () => {
    expect(passengerProblems(lead!.fields, good, files)).toEqual([]);
  });

  it('names every missing field, the images included', () => {
    expect(passengerProblems(second!.fields, { ageType: 'adult' }).map((p) => p.field)).toEqual([
      'title',
      'firstName',
      'lastName',
      'birthDate',
      'passportNumber',
      'nationality',
      'passportExpiry',
      'passport',
      'photo',
    ]);
    expect(passengerProblems(second!.fields, { ageType: 'adult' })).toContainEqual({ field: 'passport', message: 'is required (an image, at most 5 MB)' });
  });

  it('refuses bad values: email, phone, passport number, nationality, title, dates and lengths', () => {
    const bad = {
      ...good,
      title: 'Dr',
      firstName: 'A'.repeat(101),
      email: 'ann@',
      phoneNumbers: '12-34',
      passportNumber: 'X 12',
      nationality: 'France',
      country: -3,
      birthDate: '2030-01-01',
    };
    expect(passengerProblems(lead!.fields, bad, files)).toEqual([
      { field: 'title', message: 'must be one of Mr, Mrs, Ms, Miss, Mstr' },
      { field: 'firstName', message: 'must be at most 100 characters' },
      { field: 'birthDate', message: 'must be on or before 28.06.2025' },
      { field: 'email', message: 'must be an email address' },
      { field: 'phoneNumbers', message: 'must be a phone number of 6 to 15 digits' },
      { field: 'passportNumber', message: 'must be 5 to 20 letters and digits' },
      { field: 'nationality', message: 'must be a country id' },
      { field: 'country', message: 'must be a country id' },
    ]);
  });

  it('refuses a passport that expires before the return', () => {
    expect(passengerProblems(lead!.fields, { ...good, passportExpiry: '2027-07-02' }, files)).toEqual([
      { field: 'passportExpiry', message: 'the passport expires before the return on 03.07.2027' },
    ]);
    expect(passengerProblems(lead!.fields, { ...good, passportExpiry: '2027-07-03' }, files)).toEqual([]);
    expect(passengerProblems(lead!.fields, { ...good, passportExpiry: '2027-02-30' }, files)).toEqual([
      { field: 'passportExpiry', message: 'must be a date YYYY-MM-DD' },
    ]);
  });

  it('refuses images too big or not images, as the browser knows them', () => {
    expect(passengerProblems(lead!.fields, good, { passport: { size: 5242881, type: 'image/png' }, photo: { size: 10, type: 'application/pdf' } })).toEqual([
      { field: 'passport', message: 'file size is too big' },
      { field: 'photo', message: 'is not supported file extension' },
    ]);
  });

  it('the age type must be the one rule for the age: a 14-year-old is an adult', () => {
    const teen = passengerSlots([{ adults: 1, childrenAges: [14] }], '2027-06-28', '2027-01-10', ['flight'], '2027-07-03')[1]!;
    const values = { ...good, birthDate: '2013-01-01', age: 14 };
    expect(passengerProblems(teen.fields, { ...values, ageType: 'adult' }, files)).toEqual([]);
    expect(passengerProblems(teen.fields, { ...values, ageType: 'child' }, files)).toEqual([
      { field: 'ageType', message: 'a passenger of 14 is an adult (under 2 an infant, under 12 a child, 12 and over an adult)' },
    ]);
  });
});

describe('the party an item was priced for, compared by age', () => {
  it('matches a 14-year-old booked as an adult of 14 (the card) or as a child of 14 (before the one rule)', () => {
    const priced = { adults: 2, childrenAges: [14, 1] };
    const base = [{ ageType: 'adult' }, { ageType: 'adult', age: null }, { ageType: 'infant', age: 1 }];
    expect(partyMismatch(priced, [...base, { ageType: 'adult', age: 14 }])).toBeNull();
    expect(partyMismatch(priced, [...base, { ageType: 'child', age: 14 }])).toBeNull();
    // An infant named without its age stands for any searched age under 2.
    expect(partyMismatch(priced, [{ ageType: 'adult' }, { ageType: 'adult' }, { ageType: 'infant' }, { ageType: 'adult', age: 14 }])).toBeNull();
  });
  it('says both parties when they differ', () => {
    expect(
      partyMismatch({ adults: 2, childrenAges: [14, 5, 1] }, [{ ageType: 'adult' }, { ageType: 'adult' }, { ageType: 'adult' }, { ageType: 'child', age: 5 }]),
    ).toEqual({
      priced: '2 adults, an adult aged 14, a child aged 5, 1 infant',
      named: '3 adults, a child aged 5',
    });
    expect(describeParty(1, [])).toBe('1 adult');
  });
});

describe('birth dates of a 12 to 17-year-old booked as an adult (the one age rule)', () => {
  it('must make exactly the age the search gave on the first night', () => {
    const teen = { ageType: 'adult' as const, age: 14 };
    expect(birthDateProblem({ ...teen, birthDate: '2013-01-01' }, '2027-06-28', '2027-01-10')).toBeNull();
    expect(birthDateProblem({ ...teen, birthDate: '1990-01-01' }, '2027-06-28', '2027-01-10')).toEqual({
      field: 'birthDate',
      message: 'a passenger of 14 must be 14 years old on 2027-06-28',
    });
    expect(birthDateBounds('adult', 14, '2027-06-28')).toEqual({ min: '2012-06-29', max: '2013-06-28' });
    // An adult without an age: 2 to 100 years old, as before.
    expect(birthDateProblem({ ageType: 'adult', age: null, birthDate: '1990-01-01' }, '2027-06-28', '2027-01-10')).toBeNull();
  });
});

describe('an infant booked without an age', () => {
  it('is under 2 on the first night', () => {
    const [field] = passengerCardFieldsOf('infant');
    expect(field).toMatchObject({ min: '2025-06-29', max: '2027-01-10' });
  });
  const passengerCardFieldsOf = (ageType: 'infant') =>
    passengerCardFields(
      { ageType, age: null, lead: false, products: new Set(['hotel']) },
      { stayStart: '2027-06-28', tripEnd: '2027-07-03', today: '2027-01-10' },
    ).filter((f) => f.name === 'birthDate');
});
