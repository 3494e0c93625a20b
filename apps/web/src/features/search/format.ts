import { formatCurrencyAmount } from '../../lib/money';

/** Dates are shown DD.MM.YYYY (storefront spec §9); the wire carries YYYY-MM-DD. */
export const formatDate = (iso: string | null | undefined) => (iso ? iso.split('-').reverse().join('.') : '');

/** Money with its currency, right-aligned in lists. */
export const formatMoney = (amount: string | number, currency: string) => formatCurrencyAmount(amount, currency);
