import type { Mail } from '../mail';

export type ConfirmationFacts = {
  to: string;
  publicUrl: string;
  bookingId: number;
  pnrs: string;
  status: string;
  agency: string;
  total: string;
  currency: string;
  /** One line per item, as its product words it (and the miscellaneous price of a hand-made booking). */
  lines: string[];
  passengers: string[];
  /** Issue 31: the payment deadline (DD.MM.YYYY) and whether the agency's account was charged or the booking awaits payment. */
  payment?: { deadline: string; awaiting: boolean } | null;
};

/** The payment line of a booking on an agency account (issue 31). */
export function paymentLine(payment: ConfirmationFacts['payment']): string[] {
  if (!payment) return [];
  return payment.awaiting
    ? [`Payment due by ${payment.deadline}: unless it is paid, or your available credit covers it, by then, the booking will be cancelled automatically.`]
    : [`Charged to your account. Payment due by ${payment.deadline}.`];
}

/** The confirmation mail of a new booking, to the agency it belongs to (issue 5, Email). */
export function confirmationMail(facts: ConfirmationFacts): Mail {
  const link = `${facts.publicUrl}/bookings/${facts.bookingId}/edit`;
  const lines = [
    `Dear ${facts.agency},`,
    '',
    `Your booking ${facts.pnrs} has been received. Status: ${facts.status}.`,
    '',
    ...facts.lines,
    '',
    `Passengers: ${facts.passengers.join(', ')}`,
    `Total: ${facts.total} ${facts.currency}`,
    ...paymentLine(facts.payment),
    '',
    `See the booking: ${link}`,
  ];
  return { to: facts.to, subject: `Booking ${facts.pnrs}: ${facts.status}`, text: lines.join('\n') };
}

export type DetailsFacts = Omit<ConfirmationFacts, 'lines'> & {
  /** One per item; an item with `lines` of its own (a flight's segments and extras) is listed by them. */
  rooms: { hotel: string; room: string; meal: string; checkIn: string; checkOut: string; status: string; total: string; lines?: string[] }[];
  paymentStatus: string;
  paid: string;
  balance: string;
  policies: string[];
};

/** 'Send Booking Details Email' (account spec §2, §7): the booking as it stands now, to its agency. */
export function bookingDetailsMail(facts: DetailsFacts): Mail {
  const text = [
    `Dear ${facts.agency},`,
    '',
    `Here are the details of booking ${facts.pnrs}.`,
    `Booking status: ${facts.status}. Payment status: ${facts.paymentStatus}.`,
    '',
    'Services:',
    ...facts.rooms.flatMap((r) =>
      r.lines?.length
        ? [`- ${r.hotel}: ${r.status}, ${r.total} ${facts.currency}`, ...r.lines.map((line) => `    ${line}`)]
        : [`- ${r.hotel}: ${r.room}, ${r.meal}, check in ${r.checkIn}, check out ${r.checkOut}, ${r.status}, ${r.total} ${facts.currency}`],
    ),
    '',
    'Cancellation policies:',
    ...facts.policies.map((line) => `- ${line}`),
    '',
    `Passengers: ${facts.passengers.join(', ')}`,
    `Total: ${facts.total} ${facts.currency} | Paid: ${facts.paid} ${facts.currency} | Balance: ${facts.balance} ${facts.currency}`,
    ...paymentLine(facts.payment),
    '',
    `See the booking: ${facts.publicUrl}/bookings/${facts.bookingId}/edit`,
  ].join('\n');
  return { to: facts.to, subject: `Booking ${facts.pnrs}: details`, text };
}
