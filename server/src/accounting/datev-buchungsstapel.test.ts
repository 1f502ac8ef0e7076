import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { datevColumns } from './datev-columns.js';
import { datevBuchungsstapel, datevFileName, type DatevBatch, type DatevBooking } from './datev-buchungsstapel.js';

const batch: DatevBatch = {
  consultantNumber: 29098,
  clientNumber: 55003,
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-11-01',
  to: '2026-11-30',
  chartOfAccounts: '03',
  lockBookings: false,
  // 14:04:40.439 in Berlin (CET, UTC+1).
  createdAt: new Date('2026-11-30T13:04:40.439Z'),
};

const germanInvoice: DatevBooking = {
  amountCents: 178_143,
  direction: 'S',
  debtorAccount: 10000,
  revenueAccount: 8400,
  documentDate: '2026-11-03',
  documentNumber: '2026-00017',
  text: 'Rechnung 2026-00017 Müller & Söhne Gebäudetechnik GmbH',
  serviceDate: '2027-04-01',
  dueDate: '2026-11-17',
};
const austrianInvoice: DatevBooking = {
  amountCents: 149_700,
  direction: 'S',
  debtorAccount: 10000,
  revenueAccount: 8336,
  documentDate: '2026-11-12',
  documentNumber: '2026-00018',
  text: 'Rechnung 2026-00018 Brandschutz Wien GmbH',
  buyerVatId: 'ATU12345678',
  serviceDate: '2026-11-12',
  dueDate: '2026-11-26',
};
const cancellation: DatevBooking = {
  amountCents: 178_143,
  direction: 'H',
  debtorAccount: 10000,
  revenueAccount: 8400,
  documentDate: '2026-11-20',
  documentNumber: '2026-00019',
  text: 'Storno 2026-00019 zu 2026-00017 Müller & Söhne Gebäudetechnik GmbH',
  serviceDate: '2027-04-01',
};

/** DATEV's fields of a line: `;`-separated, a quoted field may hold `;` and doubled quotes. */
function fields(line: string): string[] {
  const found: string[] = [];
  let field = '';
  let quoted = false;
  for (const character of line) {
    if (character === ';' && !quoted) {
      found.push(field);
      field = '';
      continue;
    }
    if (character === '"') quoted = !quoted;
    field += character;
  }
  return [...found, field];
}

describe('datevBuchungsstapel', () => {
  const file = datevBuchungsstapel(batch, [germanInvoice, austrianInvoice, cancellation]);
  const lines = iconv.decode(file, 'win1252').split('\r\n');

  it('is the golden file, checked by hand against the EXTF layout once', () => {
    const golden = readFileSync(fileURLToPath(new URL('./test-support/EXTF_Buchungsstapel_golden.csv', import.meta.url)));
    expect(file.equals(golden)).toBe(true);
  });

  it('has the 31 header fields of version 700, Buchungsstapel 13, with the batch in them', () => {
    const header = fields(lines[0] ?? '');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 6)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13', '20261130140440439']);
    expect(header.slice(10, 17)).toEqual(['29098', '55003', '20260101', '4', '20261101', '20261130', '"Rechnungen 20261101-20261130"']);
    expect(header[20]).toBe('0');
    expect(header[21]).toBe('"EUR"');
    expect(header[26]).toBe('"03"');
    // The reserved fields: 7, 23, 25, 26 and 29 empty, 24 and 30 two quotes.
    expect([6, 22, 24, 25, 28].map((index) => header[index])).toEqual(['', '', '', '', '']);
    expect([23, 29].map((index) => header[index])).toEqual(['""', '""']);
  });

  it('has the 125 column headings and 125 fields on every booking line', () => {
    expect(lines[1]).toBe(datevColumns.map(([column]) => column).join(';'));
    expect(lines.slice(2, 5).map((line) => fields(line).length)).toEqual([125, 125, 125]);
    expect(lines[5]).toBe('');
    expect(lines).toHaveLength(6);
  });

  it('writes amounts positive with a decimal comma, the direction apart, dates as DATEV wants them', () => {
    const [invoice, reverseCharge, storno] = lines.slice(2, 5).map(fields) as [string[], string[], string[]];
    const column = (name: string) => datevColumns.findIndex(([heading]) => heading === name);
    expect([invoice, storno].map((line) => line.slice(0, 3))).toEqual([
      ['1781,43', '"S"', '"EUR"'],
      ['1781,43', '"H"', '"EUR"'],
    ]);
    expect(invoice.slice(6, 11)).toEqual(['10000', '8400', '""', '0311', '"2026-00017"']);
    expect(invoice[column('Buchungstext')]).toBe('"Rechnung 2026-00017 Müller & Söhne Gebäudetechnik GmbH"');
    expect(invoice[column('Leistungsdatum')]).toBe('01042027');
    expect(invoice[column('Fälligkeit')]).toBe('17112026');
    expect(invoice[column('Festschreibung')]).toBe('0');
    expect(reverseCharge[column('Gegenkonto (ohne BU-Schlüssel)')]).toBe('8336');
    expect(reverseCharge[column('EU-Land u. UStID (Bestimmung)')]).toBe('"ATU12345678"');
    expect(invoice[column('EU-Land u. UStID (Bestimmung)')]).toBe('""');
    expect(storno[column('Fälligkeit')]).toBe('');
  });

  it('is Windows-1252 without a byte order mark, CR LF after every line', () => {
    expect([...file.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(file.includes(Buffer.from('M\xfcller', 'latin1'))).toBe(true);
    expect(file.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps a text field one field: quotes doubled, line breaks and control characters gone, cut at 60', () => {
    const [line] = iconv
      .decode(datevBuchungsstapel(batch, [{ ...germanInvoice, text: `Rechnung "Nord; Süd"\r\nGmbH ${'x'.repeat(80)}` }]), 'win1252')
      .split('\r\n')
      .slice(2);
    const text = fields(line ?? '')[13] ?? '';
    expect(fields(line ?? '')).toHaveLength(125);
    expect(text.startsWith('"Rechnung ""Nord; Süd"" GmbH x')).toBe(true);
    expect(text.slice(1, -1).replaceAll('""', '"')).toHaveLength(60);
  });

  it('leaves out a booking of 0,00 €, which DATEV refuses', () => {
    const text = iconv.decode(datevBuchungsstapel(batch, [{ ...germanInvoice, amountCents: 0 }]), 'win1252');
    expect(text.split('\r\n')).toHaveLength(3);
  });

  it('marks the batch and every line for Festschreibung when the adviser wants it', () => {
    const [header, , line] = iconv.decode(datevBuchungsstapel({ ...batch, lockBookings: true }, [germanInvoice]), 'win1252').split('\r\n');
    expect(fields(header ?? '')[20]).toBe('1');
    expect(fields(line ?? '')[113]).toBe('1');
  });

  it('is named so that the batch import lists it', () => {
    expect(datevFileName(batch)).toBe('EXTF_Buchungsstapel_20261101_20261130.csv');
  });
});
