import ExcelJS from 'exceljs';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell } from '../../lib/csv-cells';

/**
 * A report as a file (issue 35): CSV (cells a spreadsheet would read as a formula neutralised, as
 * every CSV of the server) or XLSX (numbers as numbers, a bold header, the columns sized).
 */
export type Column = { header: string; key: string; number?: boolean };

export function reportCsv(columns: Column[], rows: Record<string, string | number>[]): string {
  return stringify(
    rows.map((row) => columns.map((c) => String(row[c.key] ?? ''))),
    { header: true, columns: columns.map((c) => c.header), cast: { string: neutraliseCell } },
  );
}

export async function reportXlsx(title: string, columns: Column[], rows: Record<string, string | number>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'TravelDesk';
  const sheet = book.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(12, c.header.length + 2) }));
  for (const row of rows) {
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.number ? Number(row[c.key] ?? 0) : String(row[c.key] ?? '')])));
  }
  sheet.getRow(1).font = { bold: true };
  for (const [i, c] of columns.entries())
    if (c.number) sheet.getColumn(i + 1).numFmt = c.key === 'bookings' || c.key === 'capacity' || c.key === 'sold' ? '0' : '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
