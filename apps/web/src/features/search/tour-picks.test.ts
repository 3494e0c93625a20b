import type { TourOption } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { chosenTours, NO_TOURS, readTourPicks, tourLines, writeTourPicks } from './tour-picks';

const option = (tourId: number, dates: string[], price = '90.00'): TourOption => ({
  tourId,
  name: `Tour ${tourId}`,
  location: { id: 1, name: 'Paris' },
  mainImage: null,
  description: null,
  currency: 'EUR',
  adultPrice: '40.00',
  childPrice: '10.00',
  passengersPrices: { passenger1: '40.00', passenger2: '40.00', passenger3: '10.00' },
  price,
  dates,
  freeCancellationDays: 2,
  hash: `h${tourId}`,
});

describe('the excursions in the URL (issue 28)', () => {
  it('writes none as none and each tour with its day, and reads them back; junk and repeats are dropped', () => {
    expect(writeTourPicks([])).toBe(NO_TOURS);
    const text = writeTourPicks([
      { tourId: 4, date: '2027-06-12' },
      { tourId: 9, date: '2027-06-13' },
    ]);
    expect(text).toBe('4@2027-06-12,9@2027-06-13');
    expect(readTourPicks(text)).toEqual([
      { tourId: 4, date: '2027-06-12' },
      { tourId: 9, date: '2027-06-13' },
    ]);
    expect(readTourPicks(NO_TOURS)).toEqual([]);
    expect(readTourPicks('4@2027-06-12,4@2027-06-14,x@2027-06-12,5@tomorrow')).toEqual([{ tourId: 4, date: '2027-06-12' }]);
  });

  it('re-resolves the picks from the answer, and says null when a tour or its day is no longer offered', () => {
    const options = [option(4, ['2027-06-12', '2027-06-13']), option(9, ['2027-06-13'])];
    expect(chosenTours(undefined, [])).toBeNull();
    expect(chosenTours(options, [])).toEqual([]);
    expect(chosenTours(options, [{ tourId: 9, date: '2027-06-13' }])).toEqual([{ option: options[1], date: '2027-06-13' }]);
    expect(chosenTours(options, [{ tourId: 9, date: '2027-06-12' }])).toBeNull();
    expect(chosenTours(options, [{ tourId: 5, date: '2027-06-12' }])).toBeNull();
  });

  it('gives the summary one line per tour with its day and the party price', () => {
    const chosen = chosenTours([option(4, ['2027-06-12'], '90.00')], [{ tourId: 4, date: '2027-06-12' }]);
    expect(tourLines(chosen, (d) => d.split('-').reverse().join('.'))).toEqual([
      { key: 'tour-4', label: 'Tour 4, 12.06.2027', price: '90.00', count: 1, total: '90.00' },
    ]);
    expect(tourLines(null, (d) => d)).toEqual([]);
  });
});
