import { VISA_DEFAULTS, type Visa } from '@travel/contracts';
import type { EditableRow } from '../../ui/rows-editor';

type Markup = { type: 'fixed' | 'percent'; amount: string };

/** The Info tab's values, as the inputs hold them (ids as text for the selects). */
export type VisaInfoValues = {
  name: string;
  origins: string[];
  destinations: string[];
  defaultCurrency: string;
  infantAgeMax: number | string;
  children1AgeMax: number | string;
  description: string;
  markups: { b2b: Markup; b2c: Markup };
};

/** A new visa: infants below 2, children below 12 (spec §4), percent markups with empty amounts. */
export const emptyVisaInfo = (): VisaInfoValues => ({
  name: '',
  origins: [],
  destinations: [],
  defaultCurrency: '',
  infantAgeMax: VISA_DEFAULTS.infantAgeMax,
  children1AgeMax: VISA_DEFAULTS.children1AgeMax,
  description: '',
  markups: { b2b: { type: 'percent', amount: '' }, b2c: { type: 'percent', amount: '' } },
});

export function visaInfoOf(visa: Visa): VisaInfoValues {
  const markup = (m: Visa['markups']['b2b']): Markup => ({ type: m.type, amount: m.amount ?? '' });
  return {
    name: visa.name,
    origins: visa.origins.map((o) => String(o.id)),
    destinations: visa.destinations.map((d) => String(d.id)),
    defaultCurrency: visa.defaultCurrency,
    infantAgeMax: visa.infantAgeMax,
    children1AgeMax: visa.children1AgeMax,
    description: visa.description ?? '',
    markups: { b2b: markup(visa.markups.b2b), b2c: markup(visa.markups.b2c) },
  };
}

/** The Info fields as POST visas takes them (JSON, spec §7: origins and destinations as id lists). */
export function visaInfoWire(info: VisaInfoValues) {
  const markup = (m: Markup) => ({ type: m.type, ...(m.amount === '' ? {} : { amount: String(m.amount) }) });
  return {
    name: info.name,
    origins: info.origins.map(Number),
    destinations: info.destinations.map(Number),
    defaultCurrency: info.defaultCurrency,
    infantAgeMax: info.infantAgeMax === '' ? undefined : Number(info.infantAgeMax),
    children1AgeMax: info.children1AgeMax === '' ? undefined : Number(info.children1AgeMax),
    description: info.description,
    markups: { b2b: markup(info.markups.b2b), b2c: markup(info.markups.b2c) },
  };
}

// ------------------------------------------------------------------ pricing
export type VisaPricingRow = EditableRow & { startDate: string; endDate: string; pricingData: Record<string, string> };
/** Each type's pricing rows as the Pricing tab edits them, by type id. */
export type VisaPricingState = Record<number, VisaPricingRow[]>;

export const pricingOf = (visa: Visa): VisaPricingState =>
  Object.fromEntries(
    visa.types.map((type) => [
      type.id,
      type.pricing.map((row) => ({ key: `p${row.id}`, id: row.id, startDate: row.startDate, endDate: row.endDate, pricingData: { ...row.pricingData } })),
    ]),
  );

/** Every type with its pricing rows as the save's `types` JSON part (rows with an id update, rows without are added). */
export const typesWire = (visa: Visa, pricing: VisaPricingState) =>
  visa.types.map((type) => ({
    id: type.id,
    pricing: (pricing[type.id] ?? []).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      startDate: row.startDate,
      endDate: row.endDate,
      pricingData: {
        extraAdult: row.pricingData.extraAdult ?? '',
        extraChild: row.pricingData.extraChild ?? '',
        extraInfant: row.pricingData.extraInfant ?? '',
        currency: row.pricingData.currency ?? '',
      },
    })),
  }));

/**
 * The edit screen's save as form data (spec §7: POST visas/{id}, _method=PUT, origins and
 * destinations as repeated id fields, types as JSON with dates YYYY-MM-DD).
 */
export function visaSaveForm(info: VisaInfoValues, types: ReturnType<typeof typesWire>) {
  const wire = visaInfoWire(info);
  const form = new FormData();
  form.append('_method', 'PUT');
  form.append('name', wire.name);
  for (const id of wire.origins) form.append('origins[]', String(id));
  for (const id of wire.destinations) form.append('destinations[]', String(id));
  form.append('defaultCurrency', wire.defaultCurrency);
  if (wire.infantAgeMax !== undefined) form.append('infantAgeMax', String(wire.infantAgeMax));
  if (wire.children1AgeMax !== undefined) form.append('children1AgeMax', String(wire.children1AgeMax));
  form.append('description', wire.description);
  form.append('markups', JSON.stringify(wire.markups));
  form.append('types', JSON.stringify(types));
  return form;
}

/** The tab holding the field a refused save names ("types.0.pricing.1.startDate: ..."). */
export function visaTabOfRefusal(message: string): 'info' | 'pricing' | null {
  const path = /^([\w.]+):/.exec(message.trim())?.[1];
  if (!path) return null;
  return path.startsWith('types') ? 'pricing' : 'info';
}
