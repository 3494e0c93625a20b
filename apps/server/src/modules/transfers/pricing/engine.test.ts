import { describe, expect, it } from 'vitest';
import { dec } from '../../../lib/money';
import { carFits, carNet, carParty, priceTransfer, transferBand } from './engine';
import { context, family, SEDAN, SHUTTLE, sedan, shuttle, VAN, van, workedTransfer } from './test-data';

/** The engine's answer as [car, price, per-car prices] for readable expectations. */
const priced = (...args: Parameters<typeof priceTransfer>) => priceTransfer(...args).map((o) => [o.carId, o.price, o.cars.map((c) => c.price)]);

describe('transfer pricing: the worked examples of domain-rules §10 to the cent', () => {
  const bands = workedTransfer();

  it('one room, 2 adults + child 5 + infant 1, round trip: Sedan does not fit, Van 110.00, Shuttle 2 x 20 + 10 + 0 = 50.00', () => {
    expect(priced(bands, { arrivalDate: '2027-06-28', roundTrip: true, rooms: [family] }, context())).toEqual([
      [SHUTTLE, '50.00', ['50.00']],
      [VAN, '110.00', ['110.00']],
    ]);
  });

  it('two rooms (that room and 3 adults): Van 110 + 110 = 220.00, Shuttle 50 + 60 = 110.00, Sedan not offered', () => {
    expect(priced(bands, { arrivalDate: '2027-06-28', roundTrip: true, rooms: [family, { adults: 3, childrenAges: [] }] }, context())).toEqual([
      [SHUTTLE, '110.00', ['50.00', '60.00']],
      [VAN, '220.00', ['110.00', '110.00']],
    ]);
  });

  it('one room of 6 adults, one way: Van 60 + 2 x 10 = 80.00 (Sedan too small, Shuttle 6 x 12 = 72.00)', () => {
    expect(priced(bands, { arrivalDate: '2027-06-28', roundTrip: false, rooms: [{ adults: 6, childrenAges: [] }] }, context())).toEqual([
      [SHUTTLE, '72.00', ['72.00']],
      [VAN, '80.00', ['80.00']],
    ]);
  });

  it('the package example: 2 adults + a child of 5 round trip offers Sedan 80.00, Shuttle 50.00, Van 110.00', () => {
    expect(priced(bands, { arrivalDate: '2027-06-28', roundTrip: true, rooms: [{ adults: 2, childrenAges: [5] }] }, context())).toEqual([
      [SHUTTLE, '50.00', ['50.00']],
      [SEDAN, '80.00', ['80.00']],
      [VAN, '110.00', ['110.00']],
    ]);
  });

  it('the row covering the ARRIVAL date prices the car; a date no row covers offers nothing', () => {
    expect(priceTransfer(bands, { arrivalDate: '2028-01-01', roundTrip: true, rooms: [family] }, context())).toEqual([]);
    const later = { ...van(), pricing: [...van().pricing, { ...van().pricing[0]!, id: 22, startDate: '2027-06-01', returnPrice: '130' }] };
    const options = priceTransfer(workedTransfer({ cars: [later] }), { arrivalDate: '2027-06-28', roundTrip: true, rooms: [family] }, context());
    expect(options.map((o) => [o.pricingRowId, o.price])).toEqual([[22, '130.00']]);
    // Same start: the highest id wins.
    const tie = { ...van(), pricing: [{ ...van().pricing[0]!, id: 25, returnPrice: '100' }, ...van().pricing] };
    expect(priceTransfer(workedTransfer({ cars: [tie] }), { arrivalDate: '2027-06-28', roundTrip: true, rooms: [family] }, context())[0]!.price).toBe('100.00');
  });

  it('persons above base pay in order: adults first, then children, infants last (free)', () => {
    const row = van().pricing[0]!;
    // Base 4: 3 adults, 2 children, 1 infant round trip -> 110 + child 9 + infant 0.
    expect(carNet(van(), row, carParty({ adults: 3, childrenAges: [7, 5, 1] }, bands), true)!.toFixed(2)).toBe('119.00');
    // 5 adults and 2 children one way -> 60 + adult 10 + 2 children 5 each.
    expect(carNet(van(), row, carParty({ adults: 5, childrenAges: [7, 5] }, bands), false)!.toFixed(2)).toBe('80.00');
    // A missing extra for a band that must pay: no price.
    expect(carNet(van(), { ...row, returnExtraAdult: null }, carParty({ adults: 5, childrenAges: [] }, bands), true)).toBeNull();
    expect(carNet(sedan(), { ...sedan().pricing[0]!, returnPrice: null }, carParty({ adults: 2, childrenAges: [] }, bands), true)).toBeNull();
  });
});

describe("transfer ages and occupancy by the transfer's own bands", () => {
  it('infants below infantAgeMax, children below children1AgeMax (or children2AgeMax), else adults', () => {
    const bands = { infantAgeMax: 2, children1AgeMax: 12, children2AgeMax: 16 };
    expect([0, 1, 2, 11, 12, 15, 16, 17].map((age) => transferBand(age, bands))).toEqual([
      'infant',
      'infant',
      'child',
      'child',
      'child',
      'child',
      'adult',
      'adult',
    ]);
    expect(carParty({ adults: 1, childrenAges: [1, 5, 13, 9] }, { ...bands, children2AgeMax: null })).toEqual({ adults: 2, children: [9, 5], infants: [1] });
  });

  it('a car fits when adults and children (infants included) are in range, within max occupancy and in no unallowed range', () => {
    const bands = workedTransfer();
    const fits = (car: ReturnType<typeof van>, adults: number, childrenAges: number[]) => carFits(car, carParty({ adults, childrenAges }, bands));
    expect(fits(sedan(), 2, [5, 1])).toBe(false); // 4 persons, max 3
    expect(fits(sedan(), 2, [1])).toBe(true); // the infant takes the third seat
    expect(fits(sedan(), 1, [5, 6, 7])).toBe(false); // children 0-2
    expect(fits(van(), 8, [])).toBe(false); // adults 1-7
    expect(fits(van(), 0, [5])).toBe(false); // at least one adult
    expect(fits(van(), 3, [5, 6, 7, 8])).toBe(true); // 7 persons, 4 children
    expect(fits(van(), 4, [5, 6, 7, 8])).toBe(false); // 8 > max 7
    const unallowed = {
      ...van(),
      unallowedOccupancies: [{ unallowedMinAdultOccupancy: 1, unallowedMaxAdultOccupancy: 1, unallowedMinChildOccupancy: 2, unallowedMaxChildOccupancy: 4 }],
    };
    expect(fits(unallowed, 1, [5, 1])).toBe(false); // 1 adult with 2 children (an infant among them): refused
    expect(fits(unallowed, 1, [5])).toBe(true);
    expect(fits(unallowed, 2, [5, 1])).toBe(true);
    expect(
      priceTransfer(
        workedTransfer({ cars: [unallowed] }),
        { arrivalDate: '2027-06-28', roundTrip: true, rooms: [{ adults: 1, childrenAges: [5, 1] }] },
        context(),
      ),
    ).toEqual([]);
  });
});

describe('transfer markups and conversion, rounded once per car', () => {
  const trip = { arrivalDate: '2027-06-28', roundTrip: true, rooms: [family, { adults: 3, childrenAges: [] }] };
  const only = (carId: number) => workedTransfer({ cars: [carId === VAN ? van() : shuttle()] });

  it('percent of the car price; fixed per car in the default currency; the agency extra on top', () => {
    expect(priced(only(VAN), trip, context({ markup: { type: 'percent', amount: '10' } }))).toEqual([[VAN, '242.00', ['121.00', '121.00']]]);
    expect(priced(only(VAN), trip, context({ markup: { type: 'fixed', amount: '5' } }))).toEqual([[VAN, '230.00', ['115.00', '115.00']]]);
    // 50 x 1.10 + 2.5 = 57.50, 60 x 1.10 + 2.5 = 68.50.
    expect(priced(only(SHUTTLE), trip, context({ markup: { type: 'percent', amount: '10' }, agencyExtra: { type: 'fixed', amount: '2.5' } }))).toEqual([
      [SHUTTLE, '126.00', ['57.50', '68.50']],
    ]);
  });

  it('converts at full precision and rounds each car half away from zero', () => {
    // 110 / 0.92 = 119.565... -> 119.57 per car; the option is the sum of rounded cars.
    expect(priced(only(VAN), trip, context({ currency: 'USD' }))).toEqual([[VAN, '239.14', ['119.57', '119.57']]]);
    // 50 x 1.005 = 50.25; 60 x 1.005 = 60.30 (no rounding on the way).
    expect(priced(only(SHUTTLE), trip, context({ markup: { type: 'percent', amount: '0.5' } }))).toEqual([[SHUTTLE, '110.55', ['50.25', '60.30']]]);
    // 12.5 x 1.1 = 13.75 one adult one way... 0.005 ties round away from zero: 12.345 x 1 -> 12.35.
    const tie = workedTransfer({ cars: [{ ...shuttle(), pricing: [{ ...shuttle().pricing[0]!, extraAdult: '12.345' }] }] });
    expect(priced(tie, { arrivalDate: '2027-06-28', roundTrip: false, rooms: [{ adults: 1, childrenAges: [] }] }, context())).toEqual([
      [SHUTTLE, '12.35', ['12.35']],
    ]);
  });

  it('a fixed markup in the default currency is converted into the transfer currency first', () => {
    // Transfer in USD at 110; fixed 9.20 EUR = 10 USD per car; asked in USD: 120.00.
    const usd = workedTransfer({ currency: 'USD', cars: [van()] });
    expect(priced(usd, { ...trip, rooms: [family] }, context({ currency: 'USD', markup: { type: 'fixed', amount: '9.20' } }))).toEqual([
      [VAN, '120.00', ['120.00']],
    ]);
  });

  it('the net stays in the transfer currency (admins see it), summed and rounded', () => {
    const [option] = priceTransfer(only(VAN), trip, context({ currency: 'USD', markup: { type: 'percent', amount: '10' } }));
    expect([option!.net, option!.netCurrency, option!.currency]).toEqual(['220.00', 'EUR', 'USD']);
    expect(option!.cars.map((c) => c.net.toFixed(2))).toEqual(['110.00', '110.00']);
    expect(dec(option!.price).toFixed(2)).toBe('263.04');
  });
});

describe("a hotel's free-transfer offer makes the flagged bands free", () => {
  const trip = (free: { adult: boolean; child: boolean; infant: boolean } | null) => ({
    arrivalDate: '2027-06-28',
    roundTrip: true,
    rooms: [family],
    free: [free],
  });

  it('every band flagged: every car costs nothing, with no fixed markup', () => {
    const options = priceTransfer(workedTransfer(), trip({ adult: true, child: true, infant: true }), context({ markup: { type: 'fixed', amount: '5' } }));
    expect(options.map((o) => [o.carId, o.price, o.cars[0]!.free])).toEqual([
      [VAN, '0.00', true],
      [SHUTTLE, '0.00', true],
    ]);
  });

  it('children only: a group car charges the adults; an individual car keeps its base price while an adult rides', () => {
    expect(priced(workedTransfer(), trip({ adult: false, child: true, infant: true }), context())).toEqual([
      [SHUTTLE, '40.00', ['40.00']],
      [VAN, '110.00', ['110.00']],
    ]);
  });

  it('adults only: an individual car above base still charges the children above it', () => {
    const big = { adults: 4, childrenAges: [7, 5] };
    const options = priceTransfer(
      workedTransfer({ cars: [van()] }),
      { arrivalDate: '2027-06-28', roundTrip: true, rooms: [big], free: [{ adult: true, child: false, infant: false }] },
      context(),
    );
    // Base 110 is not free (children ride); above base: 2 children x 9.
    expect(options.map((o) => o.price)).toEqual(['128.00']);
  });

  it('the offer applies per room: only the room whose option has it rides free', () => {
    const rooms = [family, { adults: 3, childrenAges: [] }];
    const all = { adult: true, child: true, infant: true };
    expect(priced(workedTransfer(), { arrivalDate: '2027-06-28', roundTrip: true, rooms, free: [null, all] }, context())).toEqual([
      [SHUTTLE, '50.00', ['50.00', '0.00']],
      [VAN, '110.00', ['110.00', '0.00']],
    ]);
  });
});
