import { z } from 'zod';

export const TAXONOMY_TYPES = [
  'bookingStatus',
  'paymentStatus',
  'meal',
  'roomType',
  'additionalRequests',
  'accountType',
  'hotelCategory',
  'currency',
  'roomFacility',
  /** Standard, Superior, Deluxe ... chosen per room type (issue 29). */
  'roomCategory',
] as const;
export const taxonomyTypeSchema = z.enum(TAXONOMY_TYPES, { error: 'type must be one of ' + TAXONOMY_TYPES.join(', ') });
export type TaxonomyType = z.infer<typeof taxonomyTypeSchema>;

export const taxonomySchema = z.object({
  id: z.number(),
  title: z.string(),
  code: z.string().nullable(),
  slug: z.string(),
});
export type Taxonomy = z.infer<typeof taxonomySchema>;

export const LOCATION_TYPES = ['country', 'region', 'city', 'airport'] as const;
export const locationTypeSchema = z.enum(LOCATION_TYPES);

/**
 * Other names a lookup finds a place by (issue 32, `lookup.ts`): its English or local name
 * ('Turkey' of 'Türkiye', 'Lisboa' of Lisbon). Left out when it has none.
 */
export const aliasesSchema = z.array(z.string()).optional();

export type LocationNode = {
  id: number;
  name: string;
  aliases?: string[];
  type: z.infer<typeof locationTypeSchema>;
  code: string | null;
  latitude: number | null;
  longitude: number | null;
  children: LocationNode[];
};
export const locationNodeSchema: z.ZodType<LocationNode> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      name: z.string(),
      aliases: aliasesSchema,
      type: locationTypeSchema,
      code: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      children: z.array(locationNodeSchema),
    }),
  )
  .meta({ id: 'LocationNode' });
export const countrySchema = z.object({ id: z.number(), name: z.string(), code: z.string().nullable(), aliases: aliasesSchema });
export const optionSchema = z.object({ value: z.union([z.number(), z.string()]), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

export const socialLinkSchema = z.object({ type: z.string(), link: z.string() });
export const globalSettingsSchema = z.object({
  site_title: z.string(),
  site_logo: z.string().nullable(),
  defaultCurrency: z.object({ code: z.string() }),
  currenciesUi: z.array(z.string()),
  sociallinks: z.array(socialLinkSchema),
  footerSubscribeEnabled: z.boolean(),
  /** Storefront feature modules (storefront spec §1) and the rooms limit of the search form. */
  modules: z.object({ packageSearch: z.boolean(), flightSearch: z.boolean(), transferSearch: z.boolean(), visaSearch: z.boolean() }),
  searchMaxRooms: z.number(),
  defaultDateFormat: z.string(),
  /** Leaflet tile URL template of the storefront maps. */
  mapTileUrl: z.string(),
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

export const subscriptionRequestSchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254).pipe(z.email('Email must be an email')),
});
