import { apiCall } from './api';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Taxonomy = { id: number; title: string; code: string | null; slug: string };
export async function taxonomy(type: string) {
  return (await apiCall<{ entities: Taxonomy[] }>('GET', `usertaxonomies/${type}`)).entities;
}

export async function cityId(name: string) {
  const tree = await apiCall<{ entities: { id: number; name: string; children: { id: number; name: string; type: string }[] }[] }>('GET', 'locations');
  for (const country of tree.entities) for (const city of country.children) if (city.name === name && city.type === 'city') return city.id;
  throw new Error(`no city ${name}`);
}

/**
 * A hotel built through the real admin API: one Double room (base 2, max 3, up to 1 child)
 * priced for the next year, meals and an optional meal supplement.
 */
export async function createPricedHotel(
  token: string,
  input: {
    name: string;
    city: string;
    stars: number;
    double: number;
    triple: number;
    extraChild: number;
    halfBoard?: { adult: number; child: number };
    /** The hotel's cancellation rules; 50 % from 14 days before check-in unless given ([]: non-refundable). */
    cancellationRules?: { daysBefore: number; penaltyType: 'percent' | 'nights' | 'fixed'; amount: number }[];
    /** The Double Room's category and facilities, by slug (issue 29); none unless given. */
    room?: { category?: string; facilities?: string[] };
  },
) {
  const meals = await taxonomy('meal');
  const bb = meals.find((m) => m.code === 'BB')!.id;
  const hb = meals.find((m) => m.code === 'HB')!.id;
  const category = (await taxonomy('hotelCategory')).find((c) => c.code === String(input.stars))!.id;
  const mealTypes = input.halfBoard ? { [bb]: 1, [hb]: 1 } : { [bb]: 1 };
  const { hotelId, roomId } = await addHotelWithDoubleRoom(
    token,
    {
      name: input.name,
      location: String(await cityId(input.city)),
      hotelCategory: String(category),
      address: `1 Promenade, ${input.city}`,
      latitude: '43.7',
      longitude: '7.26',
      defaultCurrency: 'EUR',
      mealTypes: JSON.stringify(mealTypes),
      defaultMealTypeId: String(bb),
      description: `<p>${input.name} by the sea.</p>`,
    },
    { gallery: true, room: input.room ? await roomFacts(input.room) : undefined },
  );
  await saveHotel(token, hotelId, {
    name: input.name,
    location: String(await cityId(input.city)),
    hotelCategory: String(category),
    address: `1 Promenade, ${input.city}`,
    latitude: '43.7',
    longitude: '7.26',
    defaultCurrency: 'EUR',
    mealTypes: JSON.stringify(mealTypes),
    defaultMealTypeId: String(bb),
    description: `<p>${input.name} by the sea.</p>`,
    rooms: JSON.stringify([
      {
        id: roomId,
        pricing: [
          {
            startDate: isoDay(-1),
            endDate: isoDay(365),
            pricingData: { pricingType: 'personCount', mealTypeId: bb, '2person': input.double, '3person': input.triple, extraChild: input.extraChild },
          },
        ],
      },
    ]),
    mealsPrices: JSON.stringify(
      input.halfBoard
        ? [
            {
              startDate: isoDay(-1),
              endDate: isoDay(365),
              roomTypeIds: 'all',
              pricingData: { fromMealTypeId: bb, toMealTypeId: hb, adult: input.halfBoard.adult, child: input.halfBoard.child, infant: 0 },
            },
          ]
        : [],
    ),
    cancellationRules: JSON.stringify(input.cancellationRules ?? [{ daysBefore: 14, penaltyType: 'percent', amount: 50 }]),
  });
  return { hotelId, roomId };
}

/** The room form's category and facilities fields for slugs of the roomCategory and roomFacility taxonomies. */
async function roomFacts(room: { category?: string; facilities?: string[] }) {
  const categories = await taxonomy('roomCategory');
  const facilities = await taxonomy('roomFacility');
  return {
    ...(room.category ? { roomCategory: categories.find((c) => c.slug === room.category)!.id } : {}),
    roomFacilities: Object.fromEntries((room.facilities ?? []).map((slug) => [facilities.find((f) => f.slug === slug)!.id, 1])),
  };
}

/**
 * Adds a hotel through the admin API (its Info fields, a main image and, with `gallery`, one
 * gallery image), then its Double Room (base 2, max 3 adults, up to 1 child; `room`: more of its
 * form's fields); answers both ids.
 */
export async function addHotelWithDoubleRoom(token: string, info: Record<string, string>, options: { gallery?: boolean; room?: Record<string, unknown> } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(info)) form.append(k, v);
  form.append('mainImage', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'main.png');
  if (options.gallery) form.append('newImages[]', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'pool.png');
  const hotel = await apiCall<{ id: number }>('POST', 'hotels', form, token);
  const room = await apiCall<{ id: number }>(
    'POST',
    `hotels/${hotel.id}/rooms`,
    {
      name: 'Double Room',
      minAdultOccupancy: 1,
      maxAdultOccupancy: 3,
      minChildOccupancy: 0,
      maxChildOccupancy: 1,
      baseOccupancy: 2,
      maxOccupancy: 3,
      unallowedOccupancies: [],
      roomFacilities: {},
      ...options.room,
    },
    token,
  );
  return { hotelId: hotel.id, roomId: room.id };
}

/** Saves the hotel's edit form with `fields` (Info, rooms with pricing, offers, rules as JSON text), keeping its stored images. */
export async function saveHotel(token: string, hotelId: number, fields: Record<string, string>) {
  const save = new FormData();
  for (const [k, v] of Object.entries({ _method: 'PUT', ...fields })) save.append(k, v);
  const current = await apiCall<{ images: string[] }>('GET', `hotels/${hotelId}`, undefined, token);
  for (const url of current.images) save.append('images[]', url);
  await apiCall('POST', `hotels/${hotelId}`, save, token);
}
