import { z } from 'zod';
import { aliasesSchema, countrySchema, locationNodeSchema, locationTypeSchema, taxonomySchema, taxonomyTypeSchema } from '../reference';
import { defineRoutes, errorResponse, guarded } from './define';

const entities = <T extends z.ZodType>(item: T) => z.object({ entities: z.array(item) });

/**
 * A destination or airport of the search form (storefront spec §7); `isSub` indents a city under its
 * country; `aliases`: the place's other names (an airport's: its city's), for the lookup (issue 32).
 */
export const destinationOptionSchema = z.object({ id: z.number(), value: z.number(), label: z.string(), isSub: z.boolean(), aliases: aliasesSchema });
export const airportOptionSchema = destinationOptionSchema.extend({ code: z.string().nullable() });
export const destinationQuerySchema = z.object({
  searchMode: z.enum(['hotel', 'flight', 'package']).default('hotel'),
  toId: z.coerce.number().int().positive().optional(),
  /**
   * Flight and package modes: the origin airport chosen so far. `to` and `to-airports` then list
   * only what a flight from it reaches (the lists narrow as the agent chooses).
   */
  fromAirportId: z.coerce
    .number({ error: 'fromAirportId must be an airport id' })
    .int('fromAirportId must be an airport id')
    .positive('fromAirportId must be an airport id')
    .optional(),
});

/**
 * A place a transfer or visa serves (back-office spec §7 `GET products`): a country, region, city
 * or airport. `label` tells the kind: 'France', 'Paris', 'CDG - Paris Charles de Gaulle Airport'.
 * `code` (an airport's IATA code, a country's ISO code) and `aliases` are what the lookup also finds it by (issue 32).
 */
export const productOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  label: z.string(),
  type: locationTypeSchema,
  code: z.string().nullable(),
  aliases: aliasesSchema,
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** Reference lists are public: the storefront search form and registration need them (`products` is the back office's). */
export const referenceApi = defineRoutes('reference', {
  taxonomies: {
    method: 'GET',
    path: '/usertaxonomies/:type',
    summary: 'A taxonomy list (statuses, meals, room types, currencies...)',
    access: 'public',
    params: z.object({ type: taxonomyTypeSchema }),
    responses: { 200: entities(taxonomySchema), 400: errorResponse },
  },
  locations: {
    method: 'GET',
    path: '/locations',
    summary: 'Countries, regions, cities and airports as a tree',
    access: 'public',
    responses: { 200: entities(locationNodeSchema) },
  },
  countries: { method: 'GET', path: '/locations/countries', summary: 'Every country', access: 'public', responses: { 200: entities(countrySchema) } },
  nationalities: {
    method: 'GET',
    path: '/destinations/nationality',
    summary: 'Nationality options of the search form',
    access: 'public',
    responses: { 200: entities(z.object({ value: z.number(), label: z.string(), aliases: aliasesSchema })) },
  },
  products: {
    method: 'GET',
    path: '/products',
    summary: 'The places transfers and visas serve (countries, regions, cities, airports), for the origin and destination multi-selects',
    access: 'admin',
    responses: { 200: entities(productOptionSchema), ...guarded },
  },
});

/** Destination lists of the search form (storefront spec §7). Public: visitors search too. */
export const destinationsApi = defineRoutes('destinations', {
  destinations: {
    method: 'GET',
    path: '/destinations/to',
    summary: 'Countries and cities that have hotels, each city under its country (package mode: those a flight from fromAirportId reaches)',
    access: 'public',
    query: destinationQuerySchema,
    responses: { 200: entities(destinationOptionSchema), 400: errorResponse },
  },
  fromAirports: {
    method: 'GET',
    path: '/destinations/from-airports',
    summary: 'Origin airports (flight and package modes: those with departures on sale)',
    access: 'public',
    query: destinationQuerySchema,
    responses: { 200: entities(airportOptionSchema), 400: errorResponse },
  },
  toAirports: {
    method: 'GET',
    path: '/destinations/to-airports',
    summary: 'Destination airports (narrowed to the destination except in flight mode; flight and package modes: those a flight from fromAirportId reaches)',
    access: 'public',
    query: destinationQuerySchema,
    responses: { 200: entities(airportOptionSchema), 400: errorResponse },
  },
});
