import { ApiError } from '../../lib/api';

/**
 * The Add Booking page's save (account spec §7, issue 33): the multipart form of `POST bookings`
 * and the refusal an administrator may override, a room whose stay restrictions the dates break.
 */

/** The code of the 422 that refuses a room line for its stay restrictions (domain-rules §4.6). */
export const STAY_RESTRICTED = 'stay_restricted';

/** The form `POST bookings` takes: the booking as one JSON part (with the override when confirmed), then the passengers' files. */
export function manualBookingForm(booking: Record<string, unknown>, files: [name: string, file: File][], overrideStayRestrictions = false): FormData {
  const form = new FormData();
  form.append('booking', JSON.stringify(overrideStayRestrictions ? { ...booking, overrideStayRestrictions: true } : booking));
  for (const [name, file] of files) form.append(name, file);
  return form;
}

/**
 * The server's sentence when a save was refused for stay restrictions only, with each room line
 * it names ("bookingItems.0: Minimum stay 3 nights …") said as the page names it ("Room 1: …");
 * without its closing full stop; null for any other refusal.
 */
export function stayRestrictionOf(error: unknown, roomLabel: (n: number) => string): string | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.code !== STAY_RESTRICTED) return null;
  return error.message
    .trim()
    .replace(/\.$/, '')
    .replace(/\bbookingItems\.(\d+)(?:\.\w+)*:/g, (_, index: string) => `${roomLabel(Number(index) + 1)}:`);
}
