import { describe, expect, it } from 'vitest';
import { mayChangePrices, searchWriteScope } from '../../app';

describe('which requests empty the search cache', () => {
  it('every write but sessions, the newsletter and the search calls; and the GET that cancels a booking', () => {
    expect(mayChangePrices('POST', '/api/v1/hotels/3')).toBe(true);
    expect(mayChangePrices('DELETE', '/api/v1/hotels/offers/9')).toBe(true);
    expect(mayChangePrices('POST', '/api/v1/settings/currencyrates')).toBe(true);
    expect(mayChangePrices('POST', '/api/v1/bookings')).toBe(true);
    expect(mayChangePrices('GET', '/api/v1/bookings/12/cancel')).toBe(true);
    expect(mayChangePrices('GET', '/api/v1/bookings/12/cancellation-info')).toBe(false);
    expect(mayChangePrices('GET', '/api/v1/search?toId=1')).toBe(false);
    expect(mayChangePrices('POST', '/api/v1/login')).toBe(false);
    expect(mayChangePrices('POST', '/api/v1/search/passenger-fields')).toBe(false);
    expect(mayChangePrices('POST', '/api/v1/subscriptions')).toBe(false);
  });

  it('bookings change only availability; every other write may change the catalogue index', () => {
    expect(searchWriteScope('POST', '/api/v1/bookings')).toBe('availability');
    expect(searchWriteScope('PUT', '/api/v1/bookings/12')).toBe('availability');
    expect(searchWriteScope('GET', '/api/v1/bookings/12/cancel')).toBe('availability');
    expect(searchWriteScope('POST', '/api/v1/hotels/3')).toBe('catalogue');
    expect(searchWriteScope('PUT', '/api/v1/hotelmarkups/1')).toBe('catalogue');
    expect(searchWriteScope('POST', '/api/v1/settings/currencyrates')).toBe('catalogue');
    expect(searchWriteScope('POST', '/api/v1/bookingsx')).toBe('catalogue');
    expect(searchWriteScope('GET', '/api/v1/search?toId=1')).toBeNull();
  });
});
