import { apiCall } from './api';

type Product = { id: number; name: string; label: string; type: string };

/** A place of `GET products` (admin) by its label: 'CDG - Paris Charles de Gaulle Airport', 'Paris', 'France'. */
export async function productByLabel(token: string, label: string, type?: string) {
  const list = await apiCall<{ entities: Product[] }>('GET', 'products', undefined, token);
  const found = list.entities.find((p) => (p.label === label || p.label.startsWith(`${label} - `)) && (!type || p.type === type));
  if (!found) throw new Error(`no product ${label}`);
  return found.id;
}

/** The first day of this year and the last day of next year (UTC): one pricing row covering both, whatever day the journey runs. */
export function twoYearPeriod(now = new Date()) {
  const year = now.getUTCFullYear();
  return { startDate: `${year}-01-01`, endDate: `${year + 1}-12-31` };
}

type CarPrices = Partial<Record<'price' | 'returnPrice' | 'extraAdult' | 'returnExtraAdult' | 'extraChild' | 'returnExtraChild', string>>;

/** The car categories of domain-rules §10's transfer, as POST transfers/{id}/cars takes them, with their prices. */
export const WORKED_TRANSFER_CARS: { car: Record<string, unknown>; prices: CarPrices }[] = [
  {
    car: {
      name: 'Sedan',
      type: 'individual',
      baseOccupancy: 3,
      maxOccupancy: 3,
      minAdultOccupancy: 1,
      maxAdultOccupancy: 3,
      minChildOccupancy: 0,
      maxChildOccupancy: 2,
    },
    prices: { price: '45', returnPrice: '80' },
  },
  {
    car: {
      name: 'Van',
      type: 'individual',
      baseOccupancy: 4,
      maxOccupancy: 7,
      minAdultOccupancy: 1,
      maxAdultOccupancy: 7,
      minChildOccupancy: 0,
      maxChildOccupancy: 4,
    },
    prices: { price: '60', returnPrice: '110', extraAdult: '10', returnExtraAdult: '18', extraChild: '5', returnExtraChild: '9' },
  },
  {
    car: {
      name: 'Shuttle',
      type: 'group',
      baseOccupancy: 4,
      maxOccupancy: 50,
      minAdultOccupancy: 1,
      maxAdultOccupancy: 50,
      minChildOccupancy: 0,
      maxChildOccupancy: 50,
    },
    prices: { extraAdult: '12', returnExtraAdult: '20', extraChild: '6', returnExtraChild: '10' },
  },
];

/**
 * The transfer of domain-rules §10 built through the real admin API: "CDG airport - Paris
 * hotels" (a suffix keeps each journey's own), origins CDG, destinations Paris, infants below 2,
 * children below 12, EUR; Sedan, Van and Shuttle each priced by one row covering this year and
 * next. `rules`: the transfer's cancellation rules (none: non-refundable). `route`: another
 * name, origin airport and destination city (a journey whose transfer must stay out of the
 * CDG → Paris searches of the others); `cdg` and `paris` then hold that origin and destination.
 */
export async function createWorkedExampleTransfer(
  token: string,
  options: {
    suffix?: string;
    rules?: { daysBefore: number; penaltyType: 'percent' | 'fixed'; amount: string }[];
    route?: { name: string; airport: string; city: string };
  } = {},
) {
  const [cdg, paris] = [
    await productByLabel(token, options.route?.airport ?? 'CDG', 'airport'),
    await productByLabel(token, options.route?.city ?? 'Paris', 'city'),
  ];
  const name = `${options.route?.name ?? 'CDG airport - Paris hotels'}${options.suffix ? ` ${options.suffix}` : ''}`;
  const info = { name, defaultCurrency: 'EUR', infantAgeMax: 2, children1AgeMax: 12 };
  const transfer = await apiCall<{ id: number }>(
    'POST',
    'transfers',
    { ...info, origins: [cdg], destinations: [paris], cancellationRules: options.rules ?? [] },
    token,
  );
  const cars: Record<string, number> = {};
  for (const { car } of WORKED_TRANSFER_CARS) cars[String(car.name)] = (await apiCall<{ id: number }>('POST', `transfers/${transfer.id}/cars`, car, token)).id;
  const period = twoYearPeriod();
  // The edit screen's save: a form with _method=PUT, origins[] and destinations[] repeated, cars as JSON.
  const save = new FormData();
  save.append('_method', 'PUT');
  for (const [k, v] of Object.entries(info)) save.append(k, String(v));
  save.append('origins[]', String(cdg));
  save.append('destinations[]', String(paris));
  save.append(
    'cars',
    JSON.stringify(WORKED_TRANSFER_CARS.map(({ car, prices }) => ({ id: cars[String(car.name)], pricing: [{ ...period, pricingData: prices }] }))),
  );
  const saved = await apiCall<{ cars: { id: number; name: string; pricing: { id: number }[] }[] }>('POST', `transfers/${transfer.id}`, save, token);
  const pricingOf = (carName: string) => saved.cars.find((c) => c.name === carName)!.pricing[0]!.id;
  return {
    id: transfer.id,
    name,
    cdg,
    paris,
    period,
    cars: { sedan: cars.Sedan!, van: cars.Van!, shuttle: cars.Shuttle! },
    pricing: { sedan: pricingOf('Sedan'), van: pricingOf('Van'), shuttle: pricingOf('Shuttle') },
  };
}
