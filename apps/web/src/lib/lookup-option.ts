/**
 * A select option a lookup also finds by its place's other names ('Turkey' of 'Türkiye', 'Lisboa'
 * of Lisbon's airport) and, first, by an airport's IATA code (issue 32, ui/lookup.ts: the filter
 * every select uses reads these fields; Mantine passes them through with the option).
 */
export type LookupOption = { value: string; label: string; aliases?: readonly string[]; code?: string | null };

/** The option of a place: its id as value, its label, the aliases it has, and an airport's code (a country's ISO code is not one: pass airports' only). */
export const lookupOption = (id: number | string, label: string, place: { aliases?: readonly string[]; code?: string | null } = {}): LookupOption => ({
  value: String(id),
  label,
  ...(place.aliases?.length ? { aliases: place.aliases } : {}),
  ...(place.code ? { code: place.code } : {}),
});
