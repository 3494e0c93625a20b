import type { Mail } from '../mail/service';

export type ConfirmationFacts = {
  to: string;
  publicUrl: string;
  bookingId: number;
  pnrs: string;
  status: string;
  agency: string;
  total: string;
  currency: string;
  rooms: { hotel: string; room: string; meal: string; checkIn: string; checkOut: string; status: string; total: string }[];
  passengers: string[];
};

/** The confirmation mail of a new booking, to the agency it belongs to (issue 5, Email). */
export function confirmationMail(facts: ConfirmationFacts): Mail {
  const link = `${facts.publicUrl}/bookings/${facts.bookingId}/edit`;
  const lines = [
    `Dear ${facts.agency},`,
    '',
    `Your booking ${facts.pnrs} has been received. Status: ${facts.status}.`,
    '',
    ...facts.rooms.map((r) => `- ${r.hotel}, ${r.room}, ${r.meal}: ${r.checkIn} to ${r.checkOut} (${r.status}) ${r.total} ${facts.currency}`),
    '',
    `Passengers: ${facts.passengers.join(', ')}`,
    `Total: ${facts.total} ${facts.currency}`,
    '',
    `See the booking: ${link}`,
  ];
  return { to: facts.to, subject: `Booking ${facts.pnrs}: ${facts.status}`, text: lines.join('\n') };
}
