import type { Tour, TourListItem } from '@travel/contracts';
import { mediaUrl } from '../../lib/storage';
import type { TourRecord } from './repo';

export const presentTourListItem = (row: Pick<TourRecord, 'id' | 'name' | 'price' | 'locationId' | 'locationName'>): TourListItem => ({
  id: row.id,
  name: row.name,
  price: row.price,
  location: { id: row.locationId, name: row.locationName ?? '' },
});

export const presentTour = (row: TourRecord): Tour => ({
  ...presentTourListItem(row),
  priceChild: row.priceChild,
  currency: row.currency,
  freeCancellationDays: row.freeCancellationDays,
  description: row.description,
  note: row.note,
  mainImage: mediaUrl(row.mainImage),
});
