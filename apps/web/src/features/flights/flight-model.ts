import type { DepartureSales, Fare, Flight, FlightSegment, SegmentDirection, SoldSeat } from '@travel/contracts';
import { type GridRefusal, periodRefusalOf } from '../../ui/period-grid-model';
import { type EditableRow, newRowKey } from '../../ui/rows-editor';
import { newRangeKey, rowsCountOf, rowsOfCount, type SeatMapDraft } from './seat-map-model';

type Markup = { type: 'fixed' | 'percent'; amount: string };

/** The Info tab's values, as text the inputs hold. */
export type InfoValues = {
  name: string;
  fromAirport: string;
  toAirport: string;
  airlineName: string;
  airlineCode: string;
  defaultCurrency: string;
  markups: { b2b: Markup; b2c: Markup };
  description: string;
  note: string;
};

export const emptyInfo: InfoValues = {
  name: '',
  fromAirport: '',
  toAirport: '',
  airlineName: '',
  airlineCode: '',
  defaultCurrency: '',
  // New markup rows: percent, empty amount (back-office spec §4).
  markups: { b2b: { type: 'percent', amount: '' }, b2c: { type: 'percent', amount: '' } },
  description: '',
  note: '',
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function infoOf(flight: Flight): InfoValues {
  return {
    name: flight.name,
    fromAirport: text(flight.fromAirport?.id),
    toAirport: text(flight.toAirport?.id),
    airlineName: text(flight.airline?.name),
    airlineCode: text(flight.airline?.code),
    defaultCurrency: flight.defaultCurrency,
    markups: {
      b2b: { type: flight.markups.b2b.type, amount: text(flight.markups.b2b.amount) },
      b2c: { type: flight.markups.b2c.type, amount: text(flight.markups.b2c.amount) },
    },
    description: text(flight.description),
    note: text(flight.note),
  };
}

/**
 * The Info fields as the multipart save sends them (spec §7: the airports as JSON; the airline
 * and markups as JSON too). An airline with neither name nor code is none; its stored logo is kept.
 */
export function infoWire(info: InfoValues, logo: string | null = null) {
  const markup = (m: Markup) => ({ type: m.type, ...(m.amount === '' ? {} : { amount: String(m.amount) }) });
  const hasAirline = info.airlineName.trim() !== '' || info.airlineCode.trim() !== '';
  return {
    name: info.name,
    fromAirport: info.fromAirport === '' ? '' : { id: Number(info.fromAirport) },
    toAirport: info.toAirport === '' ? '' : { id: Number(info.toAirport) },
    airline: hasAirline ? { name: info.airlineName, code: info.airlineCode, logo } : null,
    defaultCurrency: info.defaultCurrency,
    markups: { b2b: markup(info.markups.b2b), b2c: markup(info.markups.b2c) },
    description: info.description,
    note: info.note,
  };
}

// ------------------------------------------------------------------ tabs state
export type MealRow = EditableRow & { name: string; price: string };
export type BaggageRow = EditableRow & { name: string; weight: string; price: string };
export type LegRow = EditableRow & {
  flightNumber: string;
  fromAirport: string;
  toAirport: string;
  departureTime: string;
  dayOffset: number | string;
  durationMinutes: number | string;
  seatMap: SeatMapDraft | null;
  meals: MealRow[];
  /** Seats live bookings hold on this leg from today on (read-only: they cannot be blocked or removed). */
  soldSeats: SoldSeat[];
};
export type SegmentState = {
  id?: number;
  weekdays: string[];
  validFrom: string;
  validTo: string;
  seatCapacity: number | string;
  legs: LegRow[];
  baggage: BaggageRow[];
  /** Departures from today on with seats sold (read-only, from the server). */
  sales: DepartureSales[];
  /** Live bookings hold it on some date: it and its legs cannot be removed. */
  sold: boolean;
};
export type FarePricingRow = EditableRow & { startDate: string; endDate: string; pricingData: Record<string, string> };

export type TabsState = {
  segments: Partial<Record<SegmentDirection, SegmentState>>;
  pricing: Record<number, FarePricingRow[]>;
};

/** A stored map as the editor shows it: rowsCount 31 is a map of 30 rows. */
const seatMapOf = (map: FlightSegment['legs'][number]['seatMap']): SeatMapDraft | null =>
  map && {
    rows: rowsOfCount(map.rowsCount),
    letters: map.seatsNumbers,
    blocked: map.blockedSeats,
    ranges: map.rowPrices.map((r) => ({ key: newRangeKey(), fromRow: r.fromRow, toRow: r.toRow, price: r.price })),
  };

const segmentOf = (segment: FlightSegment): SegmentState => ({
  id: segment.id,
  weekdays: segment.weekdays.map(String),
  validFrom: segment.validFrom,
  validTo: segment.validTo,
  seatCapacity: segment.seatCapacity ?? '',
  legs: segment.legs.map((leg) => ({
    key: `l${leg.id}`,
    id: leg.id,
    flightNumber: leg.flightNumber,
    fromAirport: String(leg.fromAirport.id),
    toAirport: String(leg.toAirport.id),
    departureTime: leg.departureTime,
    dayOffset: leg.dayOffset,
    durationMinutes: leg.durationMinutes,
    seatMap: seatMapOf(leg.seatMap),
    meals: leg.mealOptions.map((m) => ({ key: `m${m.id}`, id: m.id, name: m.name, price: m.price })),
    soldSeats: leg.soldSeats,
  })),
  baggage: segment.baggageOptions.map((b) => ({ key: `b${b.id}`, id: b.id, name: b.name, weight: text(b.weight), price: b.price })),
  sales: segment.sales,
  sold: segment.sold,
});

/** The most seats sold on one departure from today on: what the segment must keep selling. */
export const mostSeatsSold = (segment: Pick<SegmentState, 'sales'>) => Math.max(0, ...segment.sales.map((d) => d.seats));

/** Sold seats the draft map no longer sells (off the map or blocked), each once. */
export function soldSeatsOffSale(leg: Pick<LegRow, 'seatMap' | 'soldSeats'>): string[] {
  const off = leg.soldSeats.filter((s) => {
    const map = leg.seatMap;
    if (!map) return true;
    const row = Number(s.seat.slice(0, -1));
    return row < 1 || row > map.rows || !map.letters.includes(s.seat.slice(-1)) || map.blocked.includes(s.seat);
  });
  return [...new Set(off.map((s) => s.seat))];
}

export const farePricingOf = (fare: Fare): FarePricingRow[] =>
  fare.pricing.map((row) => ({ key: `p${row.id}`, id: row.id, startDate: row.startDate, endDate: row.endDate, pricingData: { ...row.pricingData } }));

export function tabsOf(flight: Flight): TabsState {
  return {
    segments: Object.fromEntries(flight.segments.map((s) => [s.direction, segmentOf(s)])),
    pricing: Object.fromEntries(flight.fares.map((fare) => [fare.id, farePricingOf(fare)])),
  };
}

/** A new segment flies the flight's route (or back) daily, from today for a year, in one leg. */
export function newSegment(direction: SegmentDirection, info: Pick<InfoValues, 'fromAirport' | 'toAirport'>, today: string, yearLater: string): SegmentState {
  const [from, to] = direction === 'outbound' ? [info.fromAirport, info.toAirport] : [info.toAirport, info.fromAirport];
  return {
    weekdays: ['1', '2', '3', '4', '5', '6', '7'],
    validFrom: today,
    validTo: yearLater,
    seatCapacity: '',
    legs: [newLeg(from, to)],
    baggage: [],
    sales: [],
    sold: false,
  };
}

export const newLeg = (fromAirport: string, toAirport: string): LegRow => ({
  key: newRowKey(),
  flightNumber: '',
  fromAirport,
  toAirport,
  departureTime: '',
  dayOffset: 0,
  durationMinutes: '',
  seatMap: null,
  meals: [],
  soldSeats: [],
});

/** A new seat map: the usual single-aisle cabin, 30 rows of A-F. */
export const newSeatMap = (): SeatMapDraft => ({ rows: 30, letters: ['A', 'B', 'C', 'D', 'E', 'F'], blocked: [], ranges: [] });

const idOf = (row: EditableRow) => (row.id ? { id: row.id } : {});

/** The segments as the flight save's `segments` JSON part (domain-rules §5.1 shapes). */
export function segmentsWire(segments: TabsState['segments']) {
  return (['outbound', 'return'] as const).flatMap((direction) => {
    const s = segments[direction];
    if (!s) return [];
    return [
      {
        ...(s.id ? { id: s.id } : {}),
        direction,
        weekdays: s.weekdays.map(Number).sort((a, b) => a - b),
        validFrom: s.validFrom,
        validTo: s.validTo,
        seatCapacity: s.seatCapacity === '' ? null : s.seatCapacity,
        legs: s.legs.map((leg) => ({
          ...idOf(leg),
          flightNumber: leg.flightNumber,
          fromAirport: leg.fromAirport,
          toAirport: leg.toAirport,
          departureTime: leg.departureTime,
          dayOffset: leg.dayOffset === '' ? 0 : leg.dayOffset,
          durationMinutes: leg.durationMinutes,
          seatMap: leg.seatMap && {
            rowsCount: rowsCountOf(leg.seatMap.rows),
            seatsNumbers: leg.seatMap.letters,
            blockedSeats: leg.seatMap.blocked,
            rowPrices: leg.seatMap.ranges.map(({ fromRow, toRow, price }) => ({ fromRow, toRow, price })),
          },
          mealOptions: leg.meals.map((m) => ({ ...idOf(m), name: m.name, price: m.price })),
        })),
        baggageOptions: s.baggage.map((b) => ({ ...idOf(b), name: b.name, weight: b.weight, price: b.price })),
      },
    ];
  });
}

/** Every fare's pricing periods as the flight save's `fares` JSON part. */
export const faresWire = (fares: Fare[], pricing: TabsState['pricing']) =>
  fares.map((fare) => ({
    id: fare.id,
    pricing: (pricing[fare.id] ?? []).map((row) => ({ ...idOf(row), startDate: row.startDate, endDate: row.endDate, pricingData: row.pricingData })),
  }));

/** "08:10" plus 160 minutes → "10:50 (+1)" past midnight: the leg's arrival as a timetable shows it. */
export function arrivalOf(departureTime: string, dayOffset: number | string, durationMinutes: number | string): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(departureTime);
  const minutes = Number(durationMinutes);
  if (!m || !Number.isInteger(minutes) || minutes < 1) return null;
  const total = Number(m[1]) * 60 + Number(m[2]) + minutes;
  const days = Math.floor(total / 1440) + (Number(dayOffset) || 0);
  const hh = String(Math.floor((total % 1440) / 60)).padStart(2, '0');
  const mm = String(total % 60).padStart(2, '0');
  return `${hh}:${mm}${days > 0 ? ` (+${days})` : ''}`;
}

/**
 * The tab holding the first field a refused save names ("segments.0.legs.0.seatMap.blockedSeats.1:
 * seat 31A is outside the map"), so the admin lands where the sentence points.
 */
export function tabOfRefusal(message: string): 'info' | 'schedule' | 'seatMap' | 'extras' | 'pricing' | null {
  const path = /^([\w.]+):/.exec(message.trim())?.[1];
  if (!path) return null;
  if (path.startsWith('fares')) return 'pricing';
  if (path.startsWith('segments')) {
    if (path.includes('.seatMap')) return 'seatMap';
    if (path.includes('.mealOptions') || path.includes('.baggageOptions')) return 'extras';
    return 'schedule';
  }
  return 'info';
}

/**
 * The pricing cell a refused save names ("fares.0.pricing.1.startDate: the period … overlaps
 * period 1 (…)", issue 32): the fare (the save lists the flight's fares in order, as `faresWire`
 * does) and the row's key in the Pricing tab's state, so the grid shows the sentence under that
 * fare's periods. Null when the refusal names no pricing row shown.
 */
export function fareRefusalOf(message: string, fares: { id: number }[], pricing: TabsState['pricing']): (GridRefusal & { fareId: number }) | null {
  const named = periodRefusalOf(message, 'fares');
  const fare = named && fares[named.owner];
  const row = fare && pricing[fare.id]?.[named.row];
  return row ? { fareId: fare.id, key: row.key, field: named.field, message: named.message } : null;
}

/**
 * A refusal's `segments.<i>.` paths named by their direction, in the order the save sends them
 * (segmentsWire: outbound, then return), so the words read "Return leg 1: …" (issue 32).
 */
export function segmentPathsByDirection(message: string, segments: TabsState['segments']): string {
  const sent = (['outbound', 'return'] as const).filter((direction) => segments[direction]);
  return message.replace(/(^|; )segments\.(\d+)\./g, (whole, separator: string, index: string) => {
    const direction = sent[Number(index)];
    return direction ? `${separator}segments.${direction}.` : whole;
  });
}
