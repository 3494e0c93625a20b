import type { VisaBand } from '../pricing/types';

/**
 * What a visa booking item froze at booking time (its `option` column, domain-rules §7): the visa
 * and type as sold, the pricing row, and each passenger's band with the unit net and selling
 * price. The booking page, voucher and mails read it; `visa_sales` keeps the catalogue rows.
 */
export type VisaSnapshot = {
  kind: 'visa';
  netRate: string;
  visaId: number;
  visaName: string;
  typeId: number;
  typeName: string;
  typePricingId: number;
  nationalityId: number | null;
  /** Per passenger the band it was priced in. */
  passengers: { passengerId: string; band: VisaBand }[];
  /** Net per passenger in the row's currency, and the unit selling price in the item's. */
  net: string;
  netCurrency: string;
  price: string;
};

export const isVisaSnapshot = (value: unknown): value is VisaSnapshot => !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'visa';
