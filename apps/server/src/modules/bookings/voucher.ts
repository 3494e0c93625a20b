import { BOOKING_STATUS, type CancellationDateFormat, formatDayAs, PAYMENT_STATUS } from '@travel/contracts';
import PDFDocument from 'pdfkit';
import { ACCENT, type Doc, ensureRoom, INK, MARGINS, MUTED, PAGE, RULE, row, WIDTH } from '../../lib/pdf-layout';
import type { VoucherLabel } from '../products';

/**
 * The booking voucher (account spec §2 'Download Voucher'): who may have it, and the A4 PDF
 * itself, drawn from plain data so the drawing knows nothing about the database or roles.
 */

/** Why the voucher is refused, or null when it may be downloaded (the presenter's canDownloadVoucher agrees). */
export function voucherRefusal(facts: { admin: boolean; bookingStatus: string; paymentStatus: string; allowUnpaid: boolean }): string | null {
  if (facts.bookingStatus === BOOKING_STATUS.canceled) return 'This booking is canceled: it has no voucher.';
  if (facts.admin) return null;
  if (facts.bookingStatus !== BOOKING_STATUS.confirmed) return 'The voucher can be downloaded once the booking is confirmed.';
  if (facts.paymentStatus !== PAYMENT_STATUS.paid && !facts.allowUnpaid) return 'The voucher can be downloaded once the booking is paid.';
  return null;
}

export type VoucherItem = {
  title: string;
  status: string;
  roomType: string;
  meal: string;
  /** YYYY-MM-DD */
  checkIn: string;
  checkOut: string;
  nights: number;
  occupancy: string;
  /** The selling total of the item (never a net price). */
  price: string;
  currency: string;
  policies: { dateFrom: string; dateTo: string; cost: string; currency: string }[];
  /** The product's words for the labels; a null label leaves that fact out (a flight has no nights). */
  labels?: Partial<Record<VoucherLabel, string | null>>;
  /** Listed under the item's facts (a flight's segments and extras per passenger). */
  lines?: string[];
};

export type VoucherData = {
  siteTitle: string;
  pnrs: string;
  agency: string;
  /** ISO timestamp or YYYY-MM-DD */
  bookingDate: string;
  status: string;
  paymentStatus: string;
  items: VoucherItem[];
  passengers: { name: string; ageType: string; birthDate: string }[];
  currency: string;
  total: string;
  paid: string;
  balance: string;
  generatedAt: Date;
  /** How the cancellation rows write their dates (the defaultCancellationDateFormat setting). */
  cancellationDateFormat?: CancellationDateFormat;
  /** The copy handed to the traveller (`?copy=client`): no price, total, payment or balance, no fee amount. */
  clientCopy?: boolean;
};

/** An amount with its currency as the voucher writes it ('25.00 EUR'): what a client copy leaves out of free text. */
const AMOUNT = /\s*-?\d[\d,]*\.\d{2}\s*[A-Z]{3}\b/g;
/** A product's line without its amounts (a flight extra's price). */
export const withoutAmounts = (line: string) => line.replace(AMOUNT, '').trim();

/** DD.MM.YYYY of a YYYY-MM-DD date or an ISO timestamp (the spec's display format). */
export const dayOf = (iso: string) => formatDayAs(iso);
const isFree = (cost: string) => !cost || Number(cost) === 0;
export const policyCost = (p: { cost: string; currency: string }) => (isFree(p.cost) ? 'Free' : `${p.cost} ${p.currency}`);

function heading(doc: Doc, text: string) {
  ensureRoom(doc, 60);
  doc.moveDown(0.8).font('Body-Bold').fontSize(12).fillColor(ACCENT).text(text, PAGE.left, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
}

/** Label/value pairs in two columns. */
function facts(doc: Doc, pairs: [string, string][], columns = 2) {
  const column = WIDTH / columns;
  for (let i = 0; i < pairs.length; i += columns) {
    ensureRoom(doc, 30);
    const top = doc.y;
    let bottom = top;
    pairs.slice(i, i + columns).forEach(([label, value], j) => {
      const x = PAGE.left + j * column;
      doc
        .font('Body')
        .fontSize(8)
        .fillColor(MUTED)
        .text(label, x, top, { width: column - 10 });
      doc
        .font('Body-Bold')
        .fontSize(10.5)
        .fillColor(INK)
        .text(value || '—', x, doc.y + 1, { width: column - 10 });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 6;
  }
  doc.x = PAGE.left;
}

function item(doc: Doc, it: VoucherItem, clientCopy: boolean, cancellationDateFormat: CancellationDateFormat) {
  ensureRoom(doc, 150);
  doc.font('Body-Bold').fontSize(11).fillColor(INK).text(it.title, PAGE.left, doc.y, { width: WIDTH });
  doc.moveDown(0.2);
  const label = (key: VoucherLabel, fallback: string) => (it.labels?.[key] === undefined ? fallback : it.labels[key]);
  const pairs: [string | null, string][] = [
    [label('roomType', 'Room type'), it.roomType],
    [label('meal', 'Meal'), it.meal],
    ['Status', it.status],
    [label('checkIn', 'Check in'), dayOf(it.checkIn)],
    [label('checkOut', 'Check out'), dayOf(it.checkOut)],
    [label('nights', 'Nights'), String(it.nights)],
    [label('occupancy', 'Occupancy'), it.occupancy],
    [clientCopy ? null : 'Price', `${it.price} ${it.currency}`],
  ];
  facts(
    doc,
    pairs.filter((pair): pair is [string, string] => pair[0] !== null),
    4,
  );
  if (it.lines?.length) {
    for (const line of it.lines) {
      ensureRoom(doc, 16);
      doc
        .font('Body')
        .fontSize(9.5)
        .fillColor(INK)
        .text(clientCopy ? withoutAmounts(line) : line, PAGE.left, doc.y, { width: WIDTH });
    }
    doc.moveDown(0.4);
  }
  doc.font('Body-Bold').fontSize(9).fillColor(MUTED).text('Cancellation Policies', PAGE.left, doc.y);
  doc.moveDown(0.2);
  if (it.policies.length === 0) {
    doc.font('Body').fontSize(9.5).fillColor(INK).text('No cancellation rules recorded.', PAGE.left, doc.y);
  } else {
    const widths = [130, 130, WIDTH - 260];
    row(
      doc,
      [
        { text: 'From', width: widths[0]! },
        { text: 'To', width: widths[1]! },
        { text: 'Cost', width: widths[2]!, align: 'right' },
      ],
      { header: true, size: 8.5 },
    );
    for (const p of it.policies) {
      ensureRoom(doc, 16);
      row(doc, [
        { text: formatDayAs(p.dateFrom, cancellationDateFormat), width: widths[0]! },
        { text: formatDayAs(p.dateTo, cancellationDateFormat), width: widths[1]! },
        { text: clientCopy && !isFree(p.cost) ? 'Fee applies' : policyCost(p), width: widths[2]!, align: 'right', bold: isFree(p.cost) },
      ]);
    }
  }
  doc.moveDown(0.8);
}

function footer(doc: Doc, data: VoucherData) {
  const { start, count } = doc.bufferedPageRange();
  const generated = `${dayOf(data.generatedAt.toISOString())} ${data.generatedAt.toISOString().slice(11, 16)} UTC`;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.moveTo(PAGE.left, 790).lineTo(PAGE.right, 790).lineWidth(0.5).strokeColor(RULE).stroke();
    const line = `${data.siteTitle} · Booking ${data.pnrs} · Please present this voucher at check-in. · Issued ${generated} · Page ${i - start + 1} of ${count}`;
    // Drawn inside the bottom margin: lift the margin for this line so pdfkit adds no page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('Body').fontSize(7.5).fillColor(MUTED).text(line, PAGE.left, 796, { width: WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/** TrueType files for text beyond Latin-1 (guest names in any script); without them the built-in Helvetica. */
export type VoucherFonts = { regular: string | Buffer; bold: string | Buffer };

/** The voucher as an A4 PDF. Pure: the same data (and fonts) give the same document. */
export function renderVoucher(data: VoucherData, fonts?: VoucherFonts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    info: { Title: `Voucher ${data.pnrs}`, Author: data.siteTitle, Subject: `Booking ${data.pnrs}`, CreationDate: data.generatedAt, ModDate: data.generatedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('Body', fonts?.regular ?? 'Helvetica');
  doc.registerFont('Body-Bold', fonts?.bold ?? 'Helvetica-Bold');

  // Title band
  doc.rect(0, 0, 595.28, 8).fill(ACCENT);
  doc
    .font('Body-Bold')
    .fontSize(22)
    .fillColor(INK)
    .text(data.siteTitle, PAGE.left, 40, { width: WIDTH / 2 });
  doc
    .font('Body-Bold')
    .fontSize(16)
    .fillColor(ACCENT)
    .text('Booking Voucher', PAGE.left + WIDTH / 2, 44, { width: WIDTH / 2, align: 'right' });
  doc
    .font('Body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Booking Reference ${data.pnrs}`, PAGE.left + WIDTH / 2, doc.y + 2, { width: WIDTH / 2, align: 'right' });
  if (data.clientCopy)
    doc
      .font('Body-Bold')
      .fontSize(9)
      .fillColor(ACCENT)
      .text('Client copy', PAGE.left + WIDTH / 2, doc.y + 1, { width: WIDTH / 2, align: 'right' });
  doc.y = 92;
  doc.moveTo(PAGE.left, doc.y).lineTo(PAGE.right, doc.y).lineWidth(1).strokeColor(ACCENT).stroke();
  doc.y += 12;

  facts(doc, [
    ['Booking Reference', data.pnrs],
    ['Agency', data.agency],
    ['Booking Date', dayOf(data.bookingDate)],
    ['Booking Status', data.status],
  ]);

  heading(doc, 'Accomodation Details');
  if (data.items.length === 0) doc.font('Body').fontSize(10).fillColor(INK).text('No services on this booking.', PAGE.left, doc.y);
  for (const it of data.items) item(doc, it, Boolean(data.clientCopy), data.cancellationDateFormat ?? 'DD.MM.YYYY');

  heading(doc, 'Passengers');
  const widths = [WIDTH - 240, 120, 120];
  row(
    doc,
    [
      { text: 'Name', width: widths[0]! },
      { text: 'Age type', width: widths[1]! },
      { text: 'Birth Date', width: widths[2]! },
    ],
    { header: true, size: 8.5 },
  );
  for (const p of data.passengers) {
    ensureRoom(doc, 16);
    row(doc, [
      { text: p.name, width: widths[0]! },
      { text: p.ageType, width: widths[1]! },
      { text: dayOf(p.birthDate), width: widths[2]! },
    ]);
  }

  if (!data.clientCopy) totals(doc, data);

  footer(doc, data);
  doc.end();
  return done;
}

/** Total, paid and balance with the payment status (the agency's copy only). */
function totals(doc: Doc, data: VoucherData) {
  ensureRoom(doc, 90);
  doc.moveDown(1);
  const labelX = PAGE.right - 230;
  for (const [label, value, strong] of [
    ['Total', data.total, true],
    ['Total Paid', data.paid, false],
    ['Balance', data.balance, true],
  ] as const) {
    const top = doc.y;
    doc.font('Body').fontSize(10).fillColor(MUTED).text(label, labelX, top, { width: 110 });
    doc
      .font(strong ? 'Body-Bold' : 'Body')
      .fontSize(10.5)
      .fillColor(INK)
      .text(`${value} ${data.currency}`, labelX + 110, top, { width: 120, align: 'right' });
    doc.y = top + 17;
  }
  doc
    .font('Body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Payment Status: ${data.paymentStatus}`, labelX, doc.y + 2, { width: 230, align: 'right' });
}
