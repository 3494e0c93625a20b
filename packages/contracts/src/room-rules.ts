/*
 * Rules of a room type's facts (issue 29), without schemas: the results page and the booking page
 * use them, and neither the landing page nor zod need come along (issue 17.4).
 */

/**
 * How a room type is named to agents and on the voucher (issue 29): its name, with its `roomType`
 * taxonomy entry after it when the name does not already say it ('Garden Room (Twin)', but
 * 'Double Room', not 'Double Room (Double)').
 */
export function roomTypeTitle(name: string, taxonomy: { title: string } | null | undefined): string {
  const kind = taxonomy?.title.trim();
  return kind && !name.toLowerCase().includes(kind.toLowerCase()) ? `${name} (${kind})` : name;
}
