import type { AccountEntry } from '@travel/contracts';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { accountingCsv, renderInvoicePdf, renderStatementPdf, type StatementData, statementCsv } from './documents';
import type { InvoiceRow } from './tables';

const parsed = async (data: Buffer) => new PDFParse({ data: new Uint8Array(data) }).getText();
const pdfText = async (data: Buffer) => (await parsed(data)).text;

const invoice: InvoiceRow = {
  id: 1,
  number: 'INV-2027-000012',
  year: 2027,
  seq: 12,
  kind: 'invoice',
  bookingId: 7,
  agentId: 3,
  issuedOn: '2027-03-05',
  issuedAt: new Date('2027-03-05T10:00:00Z'),
  amount: '100.00',
  currency: 'USD',
  rate: '0.9200000000',
  amountDefault: '92.00',
  defaultCurrency: 'EUR',
  taxRate: '0.00',
  net: '100.00',
  tax: '0.00',
  lines: [
    { title: 'Hotel Sol, Double room', dates: '01.06.2027 - 05.06.2027', amount: '60.00' },
    { title: 'Airport transfer', dates: '01.06.2027', amount: '40.00' },
  ],
  agency: { name: 'Sunny Tours', lines: ['1 Main Street', 'Springfield'], taxNumber: 'AG-123' },
  company: { name: 'TravelDesk Ltd', lines: ['2 High Street', 'IBAN DE00 1234'], taxNumber: 'CO-987' },
  paymentReference: 'ABC123 INV-2027-000012',
  pnrs: 'ABC123',
};

const creditNote: InvoiceRow = {
  ...invoice,
  id: 2,
  number: 'CN-2027-000003',
  seq: 3,
  kind: 'credit-note',
  issuedOn: '2027-03-09',
  issuedAt: new Date('2027-03-09T08:00:00Z'),
  amount: '12.50',
  amountDefault: '11.50',
  net: '12.50',
  tax: '0.00',
  lines: [{ title: 'Airport transfer cancelled', dates: '01.06.2027', amount: '12.50' }],
  agency: { ...invoice.agency, name: 'Sunny Tours, Ltd' },
  paymentReference: 'ABC123 CN-2027-000003',
};

const entry = (id: number, fields: Pick<AccountEntry, 'at' | 'kind' | 'amount' | 'pnrs' | 'reason' | 'balance'>): AccountEntry => ({
  id,
  currency: 'EUR',
  bookingId: fields.pnrs ? 7 : null,
  ...fields,
});

const parties = { agency: invoice.agency, company: invoice.company, currency: 'EUR', issuedOn: '2027-04-01' };
const statement: StatementData = {
  ...parties,
  from: '2027-03-01',
  to: '2027-03-31',
  opening: '100.00',
  closing: '-24.50',
  entries: [
    entry(11, { at: '2027-03-02T09:15:00.000Z', kind: 'charge', amount: '-450.00', pnrs: 'ABC123', reason: null, balance: '-350.00' }),
    // 01:30 at +02:00 is still the 10th in UTC.
    entry(12, { at: '2027-03-11T01:30:00+02:00', kind: 'payment', amount: '300.00', pnrs: 'ABC123', reason: null, balance: '-50.00' }),
    entry(13, {
      at: '2027-03-20T12:00:00.000Z',
      kind: 'adjustment',
      amount: '25.50',
      pnrs: null,
      reason: 'Fee waived, as agreed "goodwill"',
      balance: '-24.50',
    }),
  ],
};

describe('renderInvoicePdf', () => {
  it('an invoice in USD: number, date, booking, both parties, the lines, totals, the EUR total and the payment reference', async () => {
    const buf = await renderInvoicePdf(invoice);
    expect(buf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(buf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const { text, total } = await parsed(buf);
    expect(total).toBe(1);
    for (const expected of [
      'Invoice INV-2027-000012',
      'Issue date\n05.03.2027',
      'Booking reference\nABC123',
      'From\nTravelDesk Ltd\n2 High Street\nIBAN DE00 1234\nTax number: CO-987',
      'Bill to\nSunny Tours\n1 Main Street\nSpringfield\nTax number: AG-123',
      'Hotel Sol, Double room 01.06.2027 - 05.06.2027 60.00 USD',
      'Airport transfer 01.06.2027 40.00 USD',
      'Net 100.00 USD',
      'Tax (0%) 0.00 USD',
      'Total 100.00 USD',
      'Total in EUR: 92.00 EUR at 1 USD = 0.92 EUR',
      'Payment by bank transfer, reference: ABC123 INV-2027-000012',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Credit note');
  });

  it('the same currency: no conversion line', async () => {
    const text = await pdfText(await renderInvoicePdf({ ...invoice, currency: 'EUR', rate: '1.0000000000', amountDefault: '100.00' }));
    expect(text).toContain('Total 100.00 EUR');
    expect(text).not.toContain('Total in');
  });

  it('a credit note: its title, positive amounts and the sentence instead of payment details', async () => {
    const text = await pdfText(await renderInvoicePdf(creditNote));
    for (const expected of [
      'Credit note CN-2027-000003',
      'Issue date\n09.03.2027',
      'Bill to\nSunny Tours, Ltd',
      'Airport transfer cancelled 01.06.2027 12.50 USD',
      'Total 12.50 USD',
      'Total in EUR: 11.50 EUR at 1 USD = 0.92 EUR',
      'This credit note reduces the amount due for booking ABC123.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Payment by bank transfer');
    expect(text).not.toContain('-12.50');
  });

  it('many lines break onto further pages, the header row again on each, totals last', async () => {
    const lines = Array.from({ length: 70 }, (_, i) => ({ title: `Service ${i + 1}`, dates: '01.06.2027', amount: '1.00' }));
    const { text, total, pages } = await parsed(await renderInvoicePdf({ ...invoice, lines }));
    expect(total).toBeGreaterThan(1);
    expect(text.match(/Description Dates Amount/g)).toHaveLength(total);
    expect(text.indexOf('Service 70 ')).toBeLessThan(text.indexOf('Total 100.00 USD'));
    expect(pages.at(-1)!.text).toContain('Payment by bank transfer, reference: ABC123 INV-2027-000012');
    expect(pages.at(-1)!.text).toContain(`Page ${total} of ${total}`);
  });
});

describe('renderStatementPdf', () => {
  it('the period, opening balance, entries with labels and bookings, closing balance and the sign note', async () => {
    const { text, total } = await parsed(await renderStatementPdf(statement));
    expect(total).toBe(1);
    for (const expected of [
      'Statement of account',
      'Period\n01.03.2027 - 31.03.2027',
      'Agency\nSunny Tours\n1 Main Street\nSpringfield\nTax number: AG-123',
      'From\nTravelDesk Ltd\n2 High Street\nIBAN DE00 1234\nTax number: CO-987',
      'Opening balance 100.00 EUR',
      'Date Description Amount (EUR) Balance (EUR)',
      '02.03.2027 Booking charged ABC123 -450.00 -350.00',
      '10.03.2027 Payment ABC123 300.00 -50.00',
      '20.03.2027 Adjustment - Fee waived, as agreed "goodwill" 25.50 -24.50',
      'Closing balance -24.50 EUR',
      'Positive amounts are in your favour.',
    ])
      expect(text).toContain(expected);
    expect(text.indexOf('Opening balance')).toBeLessThan(text.indexOf('Booking charged'));
    expect(text.indexOf('Fee waived')).toBeLessThan(text.indexOf('Closing balance'));
  });

  it('60 entries span more than one page and still end with the closing balance', async () => {
    const entries = Array.from({ length: 60 }, (_, i) =>
      entry(100 + i, {
        at: `2027-03-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
        kind: 'deposit',
        amount: '10.00',
        pnrs: null,
        reason: `Deposit number ${i + 1}`,
        balance: `${100 + 10 * (i + 1)}.00`,
      }),
    );
    const { text, total, pages } = await parsed(await renderStatementPdf({ ...statement, entries, closing: '700.00' }));
    expect(total).toBeGreaterThan(1);
    expect(text.match(/Date Description Amount \(EUR\) Balance \(EUR\)/g)).toHaveLength(total);
    for (let i = 1; i <= 60; i++) expect(text).toContain(`Deposit - Deposit number ${i} 10.00`);
    const last = pages.at(-1)!.text;
    expect(last).toContain('Closing balance 700.00 EUR');
    expect(last).toContain(`Page ${total} of ${total}`);
    expect(text.indexOf('Deposit number 60 ')).toBeLessThan(text.indexOf('Closing balance 700.00 EUR'));
  });
});

describe('statementCsv', () => {
  it('an opening row, one row per entry (UTC day, reason or label), a closing row; a comma and a quote quoted', () => {
    expect(statementCsv(statement)).toBe(
      [
        'date,kind,booking,description,amount,currency,balance',
        '2027-03-01,opening,,Opening balance,,EUR,100.00',
        '2027-03-02,charge,ABC123,Booking charged,-450.00,EUR,-350.00',
        '2027-03-10,payment,ABC123,Payment,300.00,EUR,-50.00',
        '2027-03-20,adjustment,,"Fee waived, as agreed ""goodwill""",25.50,EUR,-24.50',
        '2027-03-31,closing,,Closing balance,,EUR,-24.50',
        '',
      ].join('\n'),
    );
  });

  it('a reason a spreadsheet would read as a formula is neutralised', () => {
    const csv = statementCsv({ ...statement, entries: [{ ...statement.entries[2]!, reason: '=HYPERLINK("x")' }] });
    expect(csv.split('\n')[2]).toBe(`2027-03-20,adjustment,,"'=HYPERLINK(""x"")",25.50,EUR,-24.50`);
  });
});

describe('accountingCsv', () => {
  it('one row per document, a credit note negative (zero stays 0.00)', () => {
    expect(accountingCsv([invoice, creditNote], '4000')).toBe(
      [
        'date,number,type,agency,net,tax,gross,currency,gross_default,default_currency,account_code',
        '2027-03-05,INV-2027-000012,invoice,Sunny Tours,100.00,0.00,100.00,USD,92.00,EUR,4000',
        '2027-03-09,CN-2027-000003,credit-note,"Sunny Tours, Ltd",-12.50,0.00,-12.50,USD,-11.50,EUR,4000',
        '',
      ].join('\n'),
    );
  });

  it('a credit note with tax: every amount negative', () => {
    const row = { ...creditNote, net: '10.42', tax: '2.08', taxRate: '20.00' };
    expect(accountingCsv([row], '4000').split('\n')[1]).toBe(
      '2027-03-09,CN-2027-000003,credit-note,"Sunny Tours, Ltd",-10.42,-2.08,-12.50,USD,-11.50,EUR,4000',
    );
  });

  it('no documents: the header only', () => {
    expect(accountingCsv([], '4000')).toBe('date,number,type,agency,net,tax,gross,currency,gross_default,default_currency,account_code\n');
  });
});
