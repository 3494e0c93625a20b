import { apiCall } from './api';
import { cityId, isoDay } from './catalogue';

/**
 * An agent books the hotel's first option for two adults through the API, as the wizard does:
 * search, then POST bookings with the option's hash (three nights, 40 days from now).
 */
export async function bookHotelAsAgent(token: string, hotelId: number, city: string, lastName = 'Harbour') {
  const countries = await apiCall<{ entities: { id: number; code: string }[] }>('GET', 'locations/countries');
  const query = new URLSearchParams({
    searchMode: 'hotel',
    toId: String(await cityId(city)),
    hotelId: String(hotelId),
    nationalityId: String(countries.entities.find((c) => c.code === 'DE')!.id),
    startDate: isoDay(40),
    endDate: isoDay(43),
    rooms: JSON.stringify([{ adults: 2, childrenAges: [] }]),
  });
  const found = await apiCall<{ hotels: { id: number; rooms: { options: { hash: string }[] }[] }[] }>('GET', `search?${query}`, undefined, token);
  const hash = found.hotels.find((h) => h.id === hotelId)!.rooms[0]!.options[0]!.hash;
  const form = new FormData();
  const guest = (firstName: string) => ({ title: 'Ms', firstName, lastName, birthDate: '1984-03-09', ageType: 'adult', age: null });
  form.append(
    'booking',
    JSON.stringify({
      passengers: { passenger1: guest('Hana'), passenger2: guest('Ivo') },
      fields: { comment: '', additionalRequests: {} },
      booking: { bookingItems: [{ productType: 'hotel', hash, passengerIds: ['passenger1', 'passenger2'] }], passengersByRoom: [['passenger1', 'passenger2']] },
      searchParams: { startDate: isoDay(40), endDate: isoDay(43) },
    }),
  );
  return apiCall<{ id: number; pnrs: string }>('POST', 'bookings', form, token);
}
