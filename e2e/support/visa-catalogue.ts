import { apiCall } from './api';

type Country = { id: number; code: string; name: string };

/** A country's id by ISO code (Armenia AM, France FR), from the public country list. */
export async function countryByCode(code: string) {
  const list = await apiCall<{ entities: Country[] }>('GET', 'locations/countries');
  const found = list.entities.find((c) => c.code === code);
  if (!found) throw new Error(`no country ${code}`);
  return found.id;
}

/** The whole current and next year (UTC), so the visa prices any trip a journey books from today. */
export function currentAndNextYear(today = new Date()) {
  const year = today.getUTCFullYear();
  return { startDate: `${year}-01-01`, endDate: `${year + 1}-12-31` };
}

/**
 * The visa of domain-rules §10 built through the real admin API: "Schengen tourist" for
 * Armenian nationals to France, EUR, infants below 2, children below 12; type "Tourist 30 days"
 * at adult 80, child 45, infant 0, one pricing row over the whole current and next year.
 * Answers the catalogue ids (the booking journey checks its visa items against them).
 * `destination`: another destination country's code (a journey whose visa must stay out of the
 * Armenia → France searches of the others); `france` then holds that country.
 */
export async function createWorkedExampleVisa(token: string, name = 'Schengen tourist', destination = 'FR') {
  const [armenia, france] = [await countryByCode('AM'), await countryByCode(destination)];
  const info = { name, origins: [armenia], destinations: [france], defaultCurrency: 'EUR', infantAgeMax: 2, children1AgeMax: 12, description: '' };
  const visa = await apiCall<{ id: number }>('POST', 'visas', info, token);
  const type = await apiCall<{ id: number }>('POST', `visas/${visa.id}/types`, { name: 'Tourist 30 days' }, token);
  const period = currentAndNextYear();
  const save = new FormData();
  save.append('_method', 'PUT');
  save.append('name', name);
  save.append('origins[]', String(armenia));
  save.append('destinations[]', String(france));
  save.append('defaultCurrency', 'EUR');
  save.append('infantAgeMax', '2');
  save.append('children1AgeMax', '12');
  save.append(
    'types',
    JSON.stringify([{ id: type.id, pricing: [{ ...period, pricingData: { extraAdult: '80', extraChild: '45', extraInfant: '0', currency: 'EUR' } }] }]),
  );
  const saved = await apiCall<{ types: { id: number; pricing: { id: number }[] }[] }>('POST', `visas/${visa.id}`, save, token);
  return { id: visa.id, name, typeId: type.id, pricingId: saved.types[0]!.pricing[0]!.id, armenia, france, period };
}
