/**
 * Reference data several features read (countries, taxonomies, currencies, destinations,
 * global settings, currency rates): one query each, one cache entry each.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FLIGHT_OPTIONS_SHOWN_DEFAULT, formatDayAs, type TaxonomyType } from '@travel/contracts';
import { currencyApi } from './api-routes/currency';
import { destinationsApi, referenceApi } from './api-routes/reference';
import { settingsApi } from './api-routes/settings';
import { type AnswerOf, call } from './api-client';
import { boot, takeBoot } from './boot';
import { type LookupOption, lookupOption } from './lookup-option';
import { getSession } from './session';

export const countriesQuery = queryOptions({
  queryKey: ['locations', 'countries'],
  queryFn: () => call(referenceApi.routes.countries),
  staleTime: Infinity,
});
/** Countries for a Select, found by their other names too (issue 32: 'Turkey' finds Türkiye). */
export const useCountryOptions = () => {
  const { data } = useQuery(countriesQuery);
  return (data?.entities ?? []).map((c) => lookupOption(c.id, c.name, { aliases: c.aliases }));
};

export const taxonomyQuery = (type: TaxonomyType) =>
  queryOptions({
    queryKey: ['usertaxonomies', type],
    queryFn: () => call(referenceApi.routes.taxonomies, { params: { type } }),
    staleTime: 10 * 60_000,
  });
export const useTaxonomyOptions = (type: TaxonomyType) => {
  const { data } = useQuery(taxonomyQuery(type));
  return (data?.entities ?? []).map((t) => ({ value: String(t.id), label: t.title }));
};

/**
 * The currencies for a Select: the ISO code is the value, since every contract takes the code,
 * and the label adds the name ('EUR - Euro'). A currency without a code could not be saved, so it is not offered.
 */
export const useCurrencyOptions = () => {
  const { data } = useQuery(taxonomyQuery('currency'));
  return (data?.entities ?? []).flatMap((c) => (c.code ? [{ value: c.code, label: `${c.code} - ${c.title}` }] : []));
};

/**
 * GET global-settings. The page comes with the visitor's answer (lib/boot.ts): a visitor starts
 * from it as fetched data; a logged-in user shows it (the same title, modules and currency) while
 * their own answer, with their role's menus, comes.
 */
export const globalSettingsQuery = queryOptions({
  queryKey: ['global-settings'],
  queryFn: () => call(settingsApi.routes.globalSettings),
  staleTime: 5 * 60_000,
  initialData: () => (getSession() ? undefined : takeBoot('globalSettings')),
  initialDataUpdatedAt: boot.readAt,
  placeholderData: () => (getSession() ? boot.globalSettings : undefined),
});

/** GET settings/currencyrates (spec §7 'Settings and session'): edited in settings, read by the booking payments. */
export const currencyRatesQuery = queryOptions({
  queryKey: ['settings', 'currencyrates'],
  queryFn: () => call(currencyApi.routes.read),
});

export type DestinationOption = AnswerOf<typeof destinationsApi.routes.destinations>['entities'][number];

/** GET destinations/to: the search box's and the manual booking's destinations. */
export const destinationsQuery = (searchMode: 'hotel' | 'flight' | 'package') =>
  queryOptions({
    queryKey: ['destinations', 'to', searchMode],
    queryFn: () => call(destinationsApi.routes.destinations, { query: { searchMode } }),
    staleTime: 5 * 60_000,
  });
export const useDestinations = (searchMode: 'hotel' | 'flight' | 'package') => useQuery(destinationsQuery(searchMode));

/** GET products (admin only): the places transfers and visas serve (countries, regions, cities, airports). */
export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: () => call(referenceApi.routes.products),
  staleTime: 10 * 60_000,
});
const PLACE_KINDS = ['country', 'region', 'city', 'airport'] as const;
/**
 * The products for a MultiSelect: grouped by kind (Countries, Regions, Cities, Airports), the id as
 * value; an airport is found first by its IATA code, a place by its other names too (issue 32).
 */
export const useProductOptions = () => {
  const { t } = useTranslation();
  const { data } = useQuery(productsQuery);
  const entities = data?.entities ?? [];
  return PLACE_KINDS.map((kind) => ({
    group: t(`places.${kind}`),
    items: entities.filter((e) => e.type === kind).map((e) => lookupOption(e.id, e.label, { aliases: e.aliases, code: kind === 'airport' ? e.code : null })),
  })).filter((g) => g.items.length > 0);
};

/** GET locations: the location tree (countries with their places), for hotels and tours. */
export const locationsQuery = queryOptions({
  queryKey: ['locations', 'tree'],
  queryFn: () => call(referenceApi.routes.locations),
  staleTime: Infinity,
});

/** Countries and cities as select options, cities shown with their country (airports left out), found by their other names too. */
export function useLocationOptions() {
  const { data } = useQuery(locationsQuery);
  const options: LookupOption[] = [];
  for (const country of data?.entities ?? []) {
    options.push(lookupOption(country.id, country.name, { aliases: country.aliases }));
    for (const city of country.children.filter((c) => c.type !== 'airport')) {
      options.push(lookupOption(city.id, `${city.name}, ${country.name}`, { aliases: city.aliases }));
    }
  }
  return options;
}

/** Days of cancellation rows as the defaultCancellationDateFormat setting writes them (DD.MM.YYYY until the settings arrive). */
export function useCancellationDay(): (iso: string | null | undefined) => string {
  const format = useQuery(globalSettingsQuery).data?.defaultCancellationDateFormat;
  return (iso) => formatDayAs(iso, format);
}

/** How many flights a results list shows before 'Show More' (the flightOptionsShown setting). */
export const useFlightOptionsShown = (): number => useQuery(globalSettingsQuery).data?.flightOptionsShown ?? FLIGHT_OPTIONS_SHOWN_DEFAULT;
