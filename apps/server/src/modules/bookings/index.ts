/** The bookings module's public entry: what other modules may use of it (issue 28; test/boundaries.test.ts). */
export { accountOf } from './account-service';
export { type ItemBooking, itemBookings, referencesText } from './item-references';
export {
  type Figures,
  agentMonths,
  attentionCounts,
  dailyByProduct,
  dailyTotals,
  openDeadlines,
  periodSpan,
  reportContext,
  salesReport,
  sumFigures,
  totalsBy,
  upcomingTrips,
} from './reports';
export type { BookingItemRow } from './tables';
export type { VoucherFonts } from './voucher';
