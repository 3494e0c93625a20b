import { ACCOUNT_ENTRY_LABELS, type AccountEntry, formatDayAs } from '@travel/contracts';
import { stringify } from 'csv-stringify/sync';
import PDFDocument from 'pdfkit';
import { neutraliseCell } from '../../lib/csv-cells';
import { A4_WIDTH, ACCENT, type Cell, type Doc, ensureRoom, INK, MARGINS, MUTED, PAGE, RULE, row, WIDTH } from '../../lib/pdf-layout';
import type { VoucherFonts } from '../bookings';
import type { InvoiceParty, InvoiceRow } from './tables';

/**
 * The account's documents (issue 31): the invoice or credit note and the statement as A4 PDFs,
 * the statement and the accounting export as CSV. Drawn from plain rows, money kept as its text.
 */

export type StatementData = {
  /** The agency (name, address lines, tax number). */
  agency: InvoiceParty;
  /** Our company (from site settings). */
  company: InvoiceParty;
  /** The default currency the ledger is kept in. */
  currency: string;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** Money text "123.45" (may be negative). */
  opening: string;
  closing: string;
  /** Oldest first. */
  entries: AccountEntry[];
  /** YYYY-MM-DD */
  issuedOn: string;
};

/** DD.MM.YYYY of a YYYY-MM-DD day or an ISO timestamp. */
const dayOf = (iso: string) => formatDayAs(iso);
/** YYYY-MM-DD in UTC of an ISO timestamp. */
const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

const isZero = (money: string) => /^-?[0.]+$/.test(money.trim());
/** The amount without its sign. */
const unsigned = (money: string) => money.trim().replace(/^-/, '');
/** The amount as a negative one ("12.50" -> "-12.50"); zero stays "0.00", never "-0.00". */
const negative = (money: string) => (isZero(money) ? unsigned(money) : `-${unsigned(money)}`);
/** A rate or percentage without trailing zeros ("0.9200000000" -> "0.92", "20.00" -> "20"). */
const trimmed = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

function openDocument(title: string, subject: string, author: string, created: Date, fonts?: VoucherFonts) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    info: { Title: title, Author: author, Subject: subject, CreationDate: created, ModDate: created },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Body', fonts?.regular ?? 'Helvetica');
  doc.registerFont('Body-Bold', fonts?.bold ?? 'Helvetica-Bold');
  return { doc, done };
}

/** The colour band, the issuer's name on the left, the title and its sub-line on the right. */
function header(doc: Doc, issuer: string, title: string, subline: string) {
  doc.rect(0, 0, A4_WIDTH, 8).fill(ACCENT);
  doc
    .font('Body-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(issuer, PAGE.left, 40, { width: WIDTH / 2 });
  const issuerBottom = doc.y;
  doc
    .font('Body-Bold')
    .fontSize(16)
    .fillColor(ACCENT)
    .text(title, PAGE.left + WIDTH / 2, 42, { width: WIDTH / 2, align: 'right' });
  doc
    .font('Body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(subline, PAGE.left + WIDTH / 2, doc.y + 2, { width: WIDTH / 2, align: 'right' });
  doc.y = Math.max(92, issuerBottom + 6, doc.y + 6);
  doc.moveTo(PAGE.left, doc.y).lineTo(PAGE.right, doc.y).lineWidth(1).strokeColor(ACCENT).stroke();
  doc.y += 12;
  doc.x = PAGE.left;
}

/** Label/value pairs side by side. */
function facts(doc: Doc, pairs: [string, string][]) {
  const column = WIDTH / pairs.length;
  ensureRoom(doc, 30);
  const top = doc.y;
  let bottom = top;
  pairs.forEach(([label, value], i) => {
    const x = PAGE.left + i * column;
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
  doc.y = bottom + 10;
  doc.x = PAGE.left;
}

/** Two parties side by side: name, address lines and tax number under a label. */
function parties(doc: Doc, blocks: [string, InvoiceParty][]) {
  const column = WIDTH / blocks.length;
  ensureRoom(doc, 90);
  const top = doc.y;
  let bottom = top;
  blocks.forEach(([label, party], i) => {
    const x = PAGE.left + i * column;
    const width = column - 14;
    doc.font('Body').fontSize(8).fillColor(MUTED).text(label, x, top, { width });
    doc
      .font('Body-Bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(party.name, x, doc.y + 1, { width });
    for (const line of party.lines) doc.font('Body').fontSize(9.5).fillColor(INK).text(line, x, doc.y, { width });
    if (party.taxNumber) doc.font('Body').fontSize(9.5).fillColor(INK).text(`Tax number: ${party.taxNumber}`, x, doc.y, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 14;
  doc.x = PAGE.left;
}

/** The height a row of cells will take (its tallest cell). */
function rowHeight(doc: Doc, cells: Cell[], size: number) {
  let height = 0;
  for (const cell of cells) {
    doc.font(cell.bold ? 'Body-Bold' : 'Body').fontSize(size);
    height = Math.max(height, doc.heightOfString(cell.text, { width: cell.width - 6 }));
  }
  return height + 4;
}

/** A table whose header row is drawn again on every page it continues on. */
function table(doc: Doc, head: Cell[], body: Cell[][]) {
  const drawHead = () => row(doc, head, { header: true, size: 8.5 });
  ensureRoom(doc, rowHeight(doc, head, 8.5) + (body[0] ? rowHeight(doc, body[0], 9.5) : 0) + 6);
  drawHead();
  for (const cells of body) {
    if (doc.y + rowHeight(doc, cells, 9.5) > PAGE.bottom) {
      doc.addPage();
      drawHead();
    }
    row(doc, cells);
  }
}

/** Label and amount lines on the right (the totals). */
function amounts(doc: Doc, lines: [string, string, boolean][]) {
  ensureRoom(doc, lines.length * 17 + 10);
  doc.moveDown(0.8);
  const labelX = PAGE.right - 250;
  for (const [label, value, strong] of lines) {
    const top = doc.y;
    doc.font('Body').fontSize(10).fillColor(MUTED).text(label, labelX, top, { width: 120 });
    doc
      .font(strong ? 'Body-Bold' : 'Body')
      .fontSize(10.5)
      .fillColor(INK)
      .text(value, labelX + 120, top, { width: 124, align: 'right' });
    doc.y = top + 17;
  }
  doc.x = PAGE.left;
}

/** A paragraph across the page. */
function paragraph(doc: Doc, text: string, options: { bold?: boolean; muted?: boolean; size?: number } = {}) {
  const size = options.size ?? 10;
  doc.font(options.bold ? 'Body-Bold' : 'Body').fontSize(size);
  ensureRoom(doc, doc.heightOfString(text, { width: WIDTH }) + 4);
  doc
    .fillColor(options.muted ? MUTED : INK)
    .text(text, PAGE.left, doc.y, { width: WIDTH })
    .moveDown(0.3);
}

/** The page footer of every page: the line and "Page n of m". */
function footer(doc: Doc, line: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.moveTo(PAGE.left, 790).lineTo(PAGE.right, 790).lineWidth(0.5).strokeColor(RULE).stroke();
    // Drawn inside the bottom margin: lift the margin for this line so pdfkit adds no page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Body')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`${line} · Page ${i - start + 1} of ${count}`, PAGE.left, 796, { width: WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/**
 * Draws an invoice or a credit note as an A4 PDF: number, issue date and booking, our company and
 * the agency, the lines, net, tax and total (a credit note's as positive amounts), the total in
 * the default currency at the booking's rate, and how to pay (or what the credit note reduces).
 */
export function renderInvoicePdf(invoice: InvoiceRow, fonts?: VoucherFonts): Promise<Buffer> {
  const credit = invoice.kind === 'credit-note';
  const title = credit ? 'Credit note' : 'Invoice';
  const shown = (money: string) => (credit ? unsigned(money) : money);
  const { doc, done } = openDocument(`${title} ${invoice.number}`, `Booking ${invoice.pnrs}`, invoice.company.name, invoice.issuedAt, fonts);

  header(doc, invoice.company.name, title, `${title} ${invoice.number}`);
  facts(doc, [
    [credit ? 'Credit note number' : 'Invoice number', invoice.number],
    ['Issue date', dayOf(invoice.issuedOn)],
    ['Booking reference', invoice.pnrs],
  ]);
  parties(doc, [
    ['From', invoice.company],
    ['Bill to', invoice.agency],
  ]);

  const widths = [WIDTH - 290, 170, 120];
  table(
    doc,
    [
      { text: 'Description', width: widths[0]! },
      { text: 'Dates', width: widths[1]! },
      { text: 'Amount', width: widths[2]!, align: 'right' },
    ],
    invoice.lines.map((line) => [
      { text: line.title, width: widths[0]! },
      { text: line.dates, width: widths[1]! },
      { text: `${shown(line.amount)} ${invoice.currency}`, width: widths[2]!, align: 'right' },
    ]),
  );

  amounts(doc, [
    ['Net', `${shown(invoice.net)} ${invoice.currency}`, false],
    [`Tax (${trimmed(invoice.taxRate)}%)`, `${shown(invoice.tax)} ${invoice.currency}`, false],
    ['Total', `${shown(invoice.amount)} ${invoice.currency}`, true],
  ]);
  doc.moveDown(0.6);
  if (invoice.currency !== invoice.defaultCurrency)
    paragraph(
      doc,
      `Total in ${invoice.defaultCurrency}: ${shown(invoice.amountDefault)} ${invoice.defaultCurrency} at 1 ${invoice.currency} = ${trimmed(invoice.rate)} ${invoice.defaultCurrency}`,
    );
  doc.moveDown(0.4);
  paragraph(
    doc,
    credit ? `This credit note reduces the amount due for booking ${invoice.pnrs}.` : `Payment by bank transfer, reference: ${invoice.paymentReference}`,
    { bold: true },
  );

  footer(doc, `${invoice.company.name} · ${title} ${invoice.number} · Booking ${invoice.pnrs}`);
  doc.end();
  return done;
}

/** What a statement says of an entry: its kind's label, the booking and the reason. */
const describeEntry = (entry: AccountEntry) =>
  `${ACCOUNT_ENTRY_LABELS[entry.kind] ?? entry.kind}${entry.pnrs ? ` ${entry.pnrs}` : ''}${entry.reason ? ` - ${entry.reason}` : ''}`;

/**
 * Draws the agency's statement of account as an A4 PDF: the agency and our company, the period,
 * the opening balance, one row per entry (date, description, signed amount, balance after it) and
 * the closing balance, with the sign convention spelt out.
 */
export function renderStatementPdf(data: StatementData, fonts?: VoucherFonts): Promise<Buffer> {
  const period = `${dayOf(data.from)} - ${dayOf(data.to)}`;
  const { doc, done } = openDocument(
    `Statement of account ${data.agency.name}`,
    `Period ${period}`,
    data.company.name,
    new Date(`${data.issuedOn}T00:00:00Z`),
    fonts,
  );

  header(doc, data.company.name, 'Statement of account', `Period ${period}`);
  facts(doc, [
    ['Period', period],
    ['Issue date', dayOf(data.issuedOn)],
    ['Currency', data.currency],
  ]);
  parties(doc, [
    ['Agency', data.agency],
    ['From', data.company],
  ]);

  paragraph(doc, `Opening balance ${data.opening} ${data.currency}`, { bold: true });
  doc.moveDown(0.3);
  const widths = [75, WIDTH - 275, 100, 100];
  table(
    doc,
    [
      { text: 'Date', width: widths[0]! },
      { text: 'Description', width: widths[1]! },
      { text: `Amount (${data.currency})`, width: widths[2]!, align: 'right' },
      { text: `Balance (${data.currency})`, width: widths[3]!, align: 'right' },
    ],
    data.entries.map((entry) => [
      { text: dayOf(utcDay(entry.at)), width: widths[0]! },
      { text: describeEntry(entry), width: widths[1]! },
      { text: entry.amount, width: widths[2]!, align: 'right' },
      { text: entry.balance, width: widths[3]!, align: 'right' },
    ]),
  );
  if (data.entries.length === 0) paragraph(doc, 'No entries in this period.', { muted: true });
  doc.moveDown(0.6);
  paragraph(doc, `Closing balance ${data.closing} ${data.currency}`, { bold: true });
  paragraph(doc, 'Positive amounts are in your favour.', { muted: true, size: 9 });

  footer(doc, `${data.company.name} · Statement of account ${data.agency.name} · ${period}`);
  doc.end();
  return done;
}

const csv = (columns: string[], rows: string[][]) => stringify(rows, { header: true, columns, cast: { string: neutraliseCell } });

/**
 * The statement as CSV: an opening row, one row per entry (UTC day, kind, booking, reason or the
 * kind's label, signed amount, currency, balance after it) and a closing row.
 */
export function statementCsv(data: StatementData): string {
  return csv(
    ['date', 'kind', 'booking', 'description', 'amount', 'currency', 'balance'],
    [
      [data.from, 'opening', '', 'Opening balance', '', data.currency, data.opening],
      ...data.entries.map((entry) => [
        utcDay(entry.at),
        entry.kind,
        entry.pnrs ?? '',
        entry.reason || (ACCOUNT_ENTRY_LABELS[entry.kind] ?? entry.kind),
        entry.amount,
        entry.currency,
        entry.balance,
      ]),
      [data.to, 'closing', '', 'Closing balance', '', data.currency, data.closing],
    ],
  );
}

/** The accounting export as CSV: one row per invoice or credit note, a credit note's amounts negative. */
export function accountingCsv(rows: InvoiceRow[], accountCode: string): string {
  return csv(
    ['date', 'number', 'type', 'agency', 'net', 'tax', 'gross', 'currency', 'gross_default', 'default_currency', 'account_code'],
    rows.map((row) => {
      const signed = row.kind === 'credit-note' ? negative : (money: string) => money;
      return [
        row.issuedOn,
        row.number,
        row.kind,
        row.agency.name,
        signed(row.net),
        signed(row.tax),
        signed(row.amount),
        row.currency,
        signed(row.amountDefault),
        row.defaultCurrency,
        accountCode,
      ];
    }),
  );
}
