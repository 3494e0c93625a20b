/**
 * The A4 layout the server's PDFs share (the voucher, invoices and statements): the page's
 * printable box, the colours, and the table row drawn under a rule. Fonts are registered by each
 * document as 'Body' and 'Body-Bold'.
 */

export const A4_WIDTH = 595.28;
export const PAGE = { left: 50, right: 545, bottom: 770 };
export const WIDTH = PAGE.right - PAGE.left;
/** pdfkit's margins for PAGE (the footer is drawn inside the bottom one). */
export const MARGINS = { top: 50, bottom: 72, left: PAGE.left, right: A4_WIDTH - PAGE.right };
export const INK = '#1a1a1a';
export const MUTED = '#5c5c5c';
export const ACCENT = '#0b6e69';
export const RULE = '#d0d0d0';

export type Doc = PDFKit.PDFDocument;
export type Cell = { text: string; width: number; align?: 'left' | 'right'; bold?: boolean };

/** Starts a new page when fewer than `height` points are left (pdfkit puts x back at the left margin). */
export function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > PAGE.bottom) doc.addPage();
}

/** One table row under a rule, as tall as its tallest cell. */
export function row(doc: Doc, cells: Cell[], options: { size?: number; header?: boolean } = {}) {
  const size = options.size ?? 9.5;
  const top = doc.y;
  let x = PAGE.left;
  let height = 0;
  for (const cell of cells) {
    doc
      .font(cell.bold || options.header ? 'Body-Bold' : 'Body')
      .fontSize(size)
      .fillColor(options.header ? MUTED : INK);
    height = Math.max(height, doc.heightOfString(cell.text, { width: cell.width - 6 }));
    doc.text(cell.text, x, top, { width: cell.width - 6, align: cell.align ?? 'left' });
    x += cell.width;
  }
  doc.y = top + height + 4;
  doc
    .moveTo(PAGE.left, doc.y - 2)
    .lineTo(PAGE.right, doc.y - 2)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = PAGE.left;
}
