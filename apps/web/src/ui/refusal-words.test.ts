import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { inWords, pathInWords, refusalInWords } from './refusal-words';

describe('server refusals in words (issue 32)', () => {
  it('names lists from 1 in the singular, directions with their list, fields in words', () => {
    expect(refusalInWords('segments.return.legs.0.departureTime: must be HH:MM')).toBe('Return leg 1: departure time must be HH:MM');
    expect(refusalInWords('rooms.0.pricing.1.pricingData.maxStay: must not be below minStayArrival (3)')).toBe(
      'Room 1, period 2: max stay must not be below minStayArrival (3)',
    );
    expect(refusalInWords('cars.1.pricing.0.startDate: the period 01.06.2027-30.06.2027 overlaps period 1')).toBe(
      'Car category 2, period 1: start date: the period 01.06.2027-30.06.2027 overlaps period 1',
    );
    expect(pathInWords('rooms.0.pricing.0.pricingData.2person')).toBe('Room 1, period 1: price for 2 persons');
    expect(pathInWords('defaultCurrency')).toBe('Default currency');
  });

  it('every sentence of a refusal; a sentence without a path stays as it is', () => {
    expect(refusalInWords('fares.0.name: is required; fares.1.code: is required')).toBe('Fare 1: name is required; Fare 2: code is required');
    expect(refusalInWords('The price has changed since your search: it is now 120.00 EUR.')).toBe(
      'The price has changed since your search: it is now 120.00 EUR.',
    );
  });

  it('keeps the error an ApiError with its status and code', () => {
    const error = inWords(new ApiError('types.0.pricing.0.extraAdult: must be an amount', 400, 'validation')) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Visa type 1, period 1: extra adult must be an amount');
    expect([error.status, error.code]).toEqual([400, 'validation']);
  });
});
