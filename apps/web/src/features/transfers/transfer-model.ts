import { CAR_BASE_PRICE_FIELDS, CAR_PRICE_FIELDS, type CarType, NEW_TRANSFER, type Transfer } from '@travel/contracts';
import type { PeriodRow } from '../../ui/period-grid-model';
import type { EditableRow } from '../../ui/rows-editor';

type Markup = { type: 'fixed' | 'percent'; amount: string };

/** The Info tab's values, as the inputs hold them (places as id text for the multi-selects). */
export type InfoValues = {
  name: string;
  origins: string[];
  destinations: string[];
  defaultCurrency: string;
  infantAgeMax: number | string;
  children1AgeMax: number | string;
  description: string;
  markups: { b2b: Markup; b2c: Markup };
};

/** A new transfer (spec §4): infants below 2, children below 12; new markup rows percent with an empty amount. */
export const emptyInfo: InfoValues = {
  name: '',
  origins: [],
  destinations: [],
  defaultCurrency: '',
  infantAgeMax: NEW_TRANSFER.infantAgeMax,
  children1AgeMax: NEW_TRANSFER.children1AgeMax,
  description: '',
  markups: { b2b: { type: 'percent', amount: '' }, b2c: { type: 'percent', amount: '' } },
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function infoOf(transfer: Transfer): InfoValues {
  return {
    name: transfer.name,
    origins: transfer.origins.map((p) => String(p.id)),
    destinations: transfer.destinations.map((p) => String(p.id)),
    defaultCurrency: transfer.defaultCurrency,
    infantAgeMax: transfer.infantAgeMax,
    children1AgeMax: transfer.children1AgeMax,
    description: text(transfer.description),
    markups: {
      b2b: { type: transfer.markups.b2b.type, amount: text(transfer.markups.b2b.amount) },
      b2c: { type: transfer.markups.b2c.type, amount: text(transfer.markups.b2c.amount) },
    },
  };
}

const markupWire = (m: Markup) => ({ type: m.type, ...(m.amount === '' ? {} : { amount: String(m.amount) }) });

/** The Info as POST transfers' JSON (spec §7): places as id lists, the currency code, the markups. */
export function infoWire(info: InfoValues) {
  return {
    name: info.name,
    origins: info.origins.map(Number),
    destinations: info.destinations.map(Number),
    defaultCurrency: info.defaultCurrency,
    infantAgeMax: info.infantAgeMax === '' ? undefined : Number(info.infantAgeMax),
    children1AgeMax: info.children1AgeMax === '' ? undefined : Number(info.children1AgeMax),
    description: info.description,
    markups: { b2b: markupWire(info.markups.b2b), b2c: markupWire(info.markups.b2c) },
  };
}

// ------------------------------------------------------------------ tabs state
export type CarPricingRow = PeriodRow & { pricingData: Record<string, string> };
export type RuleRow = EditableRow & { daysBefore: number | string; penaltyType: 'percent' | 'fixed' | 'nights'; amount: string };

export type TabsState = { pricing: Record<number, CarPricingRow[]>; rules: RuleRow[] };

export function tabsOf(transfer: Transfer): TabsState {
  return {
    pricing: Object.fromEntries(
      transfer.cars.map((car) => [
        car.id,
        car.pricing.map((row) => ({
          key: `p${row.id}`,
          id: row.id,
          startDate: row.startDate,
          endDate: row.endDate,
          pricingData: Object.fromEntries(CAR_PRICE_FIELDS.map((f) => [f, text(row.pricingData[f])])),
        })),
      ]),
    ),
    rules: transfer.cancellationRules.map((r) => ({ key: `r${r.id}`, id: r.id, daysBefore: r.daysBefore, penaltyType: r.penaltyType, amount: r.amount })),
  };
}

/** The price columns a car of the type shows: a group car has no car price (spec §3). */
export const carPriceFields = (type: CarType) => CAR_PRICE_FIELDS.filter((f) => type === 'individual' || !CAR_BASE_PRICE_FIELDS.includes(f));

/**
 * The edit screen's save as the spec's form (POST transfers/{id}, _method=PUT): Info fields as
 * text, origins[] and destinations[] repeated, markups, cancellation rules and the cars' pricing
 * periods as JSON text. Empty price cells are left out (no price).
 */
export function transferForm(info: InfoValues, transfer: Transfer, tabs: TabsState): FormData {
  const wire = infoWire(info);
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('name', wire.name);
  form.append('defaultCurrency', wire.defaultCurrency);
  form.append('infantAgeMax', text(wire.infantAgeMax));
  form.append('children1AgeMax', text(wire.children1AgeMax));
  form.append('description', wire.description);
  for (const id of wire.origins) form.append('origins[]', String(id));
  for (const id of wire.destinations) form.append('destinations[]', String(id));
  form.append('markups', JSON.stringify(wire.markups));
  form.append(
    'cancellationRules',
    JSON.stringify(tabs.rules.map((r) => ({ ...(r.id ? { id: r.id } : {}), daysBefore: r.daysBefore, penaltyType: r.penaltyType, amount: r.amount }))),
  );
  const cars = transfer.cars.map((car) => ({
    id: car.id,
    pricing: (tabs.pricing[car.id] ?? []).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      startDate: row.startDate,
      endDate: row.endDate,
      pricingData: Object.fromEntries(carPriceFields(car.type).flatMap((f) => (row.pricingData[f] ? [[f, row.pricingData[f]]] : []))),
    })),
  }));
  form.append('cars', JSON.stringify(cars));
  return form;
}

/** The tab holding the first field a refused save names ("cars.0.pricing.1.pricingData.price: …"). */
export function tabOfRefusal(message: string): 'info' | 'pricing' | 'cancellation' | null {
  const path = /^([\w.]+):/.exec(message.trim())?.[1];
  if (!path) return null;
  if (path.startsWith('cars')) return 'pricing';
  if (path.startsWith('cancellationRules')) return 'cancellation';
  return 'info';
}
