import { describe, expect, it } from 'vitest';
import { bookingUpdateSchema, originalFromPaid, paidFromOriginal, paymentInputSchema } from './bookings-edit';

describe('payment conversion (account spec §5)', () => {
  it('converts a payment both ways at the current rate, rounded half away from zero to 2 decimals', () => {
    // 1 USD = 0.85470085 EUR: 100 USD pay 85.47 EUR.
    expect(paidFromOriginal('100', '0.85470085')).toBe('85.47');
    expect(originalFromPaid('85.47', '0.85470085')).toBe('100.00');
    // Half a cent rounds away from zero.
    expect(paidFromOriginal('0.01', '0.5')).toBe('0.01');
    expect(paidFromOriginal('1.00', '1.005')).toBe('1.01');
    expect(paidFromOriginal('1', '0')).toBeNull();
    expect(paidFromOriginal('x', '1')).toBeNull();
  });
});

describe('save payload', () => {
  it('names the field of a bad payment', () => {
    const result = paymentInputSchema.safeParse({ payDate: '2026-11-22', method: 'card', originalAmount: '10', originalCurrency: 'USD' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['method']);
  });

  it("reads 'auto' as the derived payment status and a checkbox map as request ids", () => {
    const parsed = bookingUpdateSchema.parse({ paymentStatusId: 'auto', additionalRequests: { 4: 1, 5: 0, 7: true } });
    expect(parsed.paymentStatusId).toBeNull();
    expect(parsed.additionalRequests).toEqual([4, 7]);
  });

  it('refuses a cancellation-policy row that ends before it starts', () => {
    const result = bookingUpdateSchema.safeParse({
      bookingItems: { 3: { cancellationPolicies: [{ dateFrom: '2027-06-10', dateTo: '2027-06-01', cost: '10', currencyCost: 'EUR' }] } },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['bookingItems', '3', 'cancellationPolicies', 0, 'dateTo']);
  });
});
