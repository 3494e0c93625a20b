import { bookingUpdateSchema } from '@travel/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { bookingAmounts, isEmpty, refuseAdminOnly } from './update-rules';

/** Throws the AppError `run` raises, to read its status and message. */
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  return undefined;
};

describe('bookingAmounts (domain-rules §1)', () => {
  it('price is the sum of the item totals; the extra price is kept when nothing is sent', () => {
    const { price, extraPrice, total } = bookingAmounts(['100.10', '20.25'], {}, '5.00');
    expect([price.toFixed(2), extraPrice.toFixed(2), total.toFixed(2)]).toEqual(['120.35', '5.00', '125.35']);
  });

  it('a sent extraPrice wins over a sent total', () => {
    const { extraPrice, total } = bookingAmounts(['100.00'], { extraPrice: '7.50', total: '500.00' }, '0.00');
    expect([extraPrice.toFixed(2), total.toFixed(2)]).toEqual(['7.50', '107.50']);
  });

  it('a sent total sets extraPrice = total − price, which may be a discount', () => {
    const { extraPrice, total } = bookingAmounts(['100.00', '0.10'], { total: '90.00' }, '3.00');
    expect([extraPrice.toFixed(2), total.toFixed(2)]).toEqual(['-10.10', '90.00']);
  });

  it('refuses a total below zero with a 400 naming the field sent', () => {
    expect(errorOf(() => bookingAmounts(['10.00'], { extraPrice: '-10.01' }, '0.00'))).toEqual({
      status: 400,
      message: 'extraPrice: the total must not be below zero (price 10.00)',
    });
    expect(errorOf(() => bookingAmounts(['10.00'], { total: '-1' }, '0.00'))).toEqual({
      status: 400,
      message: 'total: the total must not be below zero (price 10.00)',
    });
  });
});

describe('refuseAdminOnly (account spec §6)', () => {
  const check = (booking: Record<string, unknown>, payments: unknown[] = [], documents: unknown[] = []) =>
    errorOf(() => refuseAdminOnly(bookingUpdateSchema.parse(booking), booking, payments, documents));

  it('lets an agent send passengers, a comment and the view’s empty defaults', () => {
    expect(isEmpty([]) && isEmpty({}) && isEmpty(undefined)).toBe(true);
    expect(check({ newComment: 'Late arrival', bookingItems: {}, removedPaymentsIds: [] })).toBeUndefined();
  });

  it('refuses with 403 the first admin-only key, a payment or a document', () => {
    expect(check({ note: 'x' })).toEqual({ status: 403, message: 'note: only an administrator may change this.' });
    expect(check({}, [{}])).toEqual({ status: 403, message: 'payments: only an administrator may add or remove payments.' });
    expect(check({}, [], [{}])).toEqual({ status: 403, message: 'files[bookingitems-files]: only an administrator may attach documents.' });
  });
});
