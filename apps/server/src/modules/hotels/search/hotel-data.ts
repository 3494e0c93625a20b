import type { DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { findHotel } from '../service';

/** GET search/hotel-data, the Hotel Details of the results page: public facts only (no note, markups or pricing). */
export async function hotelData(db: DbOrTx, id: number) {
  const hotel = await findHotel(db, id);
  if (!hotel) throw notFound('Hotel');
  return {
    id: hotel.id,
    name: hotel.name,
    description: hotel.description,
    address: hotel.address,
    location: hotel.location,
    hotelCategory: hotel.hotelCategory,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    mainImage: hotel.mainImage,
    images: hotel.images,
    rooms: hotel.rooms.map((r) => ({ id: r.id, name: r.name, roomFacilities: r.roomFacilities })),
  };
}
