import iconv from 'iconv-lite';
import { portalTimeZone } from '../calendar/portal-time-zone.js';
import { centsAsDecimal } from '../invoices/money.js';
import { datevColumns, type DatevColumn } from './datev-columns.js';

/** One booking line: an invoice debits the debtor, a Stornorechnung credits it. */
export interface DatevBooking {
  /** Always positive; the direction says which way. */
  amountCents: number;
  /** S (Soll): the debtor account is debited, as by an invoice; H (Haben): credited, as by a cancellation. */
  direction: 'S' | 'H';
  debtorAccount: number;
  revenueAccount: number;
  /** The invoice date, YYYY-MM-DD. */
  documentDate: string;
  /** The invoice number, e.g. `2026-00017` (Belegfeld 1: letters, digits and `$&%*+-/` only). */
  documentNumber: string;
  text: string;
  /** The buyer's VAT ID on a reverse-charge invoice, for the recapitulative statement (ZM). */
  buyerVatId?: string;
  /** The first day of the service (Leistungsdatum), YYYY-MM-DD. */
  serviceDate?: string;
  dueDate?: string;
}

export interface DatevBatch {
  consultantNumber: number;
  clientNumber: number;
  /** The first day of the fiscal year the period lies in, YYYY-MM-DD: DATEV takes every booking's year from it. */
  fiscalYearStart: string;
  accountLength: number;
  /** The period, YYYY-MM-DD, both days included. */
  from: string;
  to: string;
  chartOfAccounts: string;
  lockBookings: boolean;
  createdAt: Date;
}

const createdFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: portalTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
});

/** `Erzeugt am`: YYYYMMDDHHMMSSFFF, Berlin time. */
function createdStamp(moment: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    createdFormat.formatToParts(moment).find((entry) => entry.type === type)?.value ?? '';
  return ['year', 'month', 'day', 'hour', 'minute', 'second', 'fractionalSecond']
    .map((type) => part(type as Intl.DateTimeFormatPartTypes))
    .join('');
}

const compactDate = (date: string) => date.replaceAll('-', '');
/** TTMM: Belegdatum's only form; the year comes from the header's fiscal year. */
const dayAndMonth = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}`;
/** TTMMJJJJ, the form of every other date column. */
const germanCompactDate = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;

/** A text field: no control characters (not even line breaks), quotes doubled, at most `maximum` characters. */
function text(value: string, maximum: number): string {
  const flat = value
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, maximum);
  return `"${flat.replaceAll('"', '""')}"`;
}

/** Line 1, the 31 fields of the header (version 700, Buchungsstapel 13), as DATEV's format description lists them. */
function headerLine(batch: DatevBatch): string {
  const title = `Rechnungen ${compactDate(batch.from)}-${compactDate(batch.to)}`;
  return [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    createdStamp(batch.createdAt),
    '', // Importiert: left empty, without quotes
    '"RE"', // Herkunft: Rechnungswesen
    '""', // Exportiert von
    '""', // Importiert von
    String(batch.consultantNumber),
    String(batch.clientNumber),
    compactDate(batch.fiscalYearStart),
    String(batch.accountLength),
    compactDate(batch.from),
    compactDate(batch.to),
    text(title, 30),
    '""', // Diktatkürzel
    '1', // Buchungstyp: Finanzbuchführung
    '0', // Rechnungslegungszweck: unabhängig
    batch.lockBookings ? '1' : '0',
    '"EUR"',
    '',
    '""', // Derivatskennzeichen
    '',
    '',
    `"${batch.chartOfAccounts}"`,
    '', // ID der Branchenlösung
    '',
    '""',
    '""', // Anwendungsinformation
  ].join(';');
}

function bookingLine(booking: DatevBooking, lockBookings: boolean): string {
  const filled: Partial<Record<DatevColumn, string>> = {
    'Umsatz (ohne Soll/Haben-Kz)': centsAsDecimal(booking.amountCents).replace('.', ','),
    'Soll/Haben-Kennzeichen': `"${booking.direction}"`,
    'WKZ Umsatz': '"EUR"',
    Konto: String(booking.debtorAccount),
    'Gegenkonto (ohne BU-Schlüssel)': String(booking.revenueAccount),
    Belegdatum: dayAndMonth(booking.documentDate),
    'Belegfeld 1': text(booking.documentNumber.replace(/[^\w$&%*+\-/]/g, ''), 36),
    Buchungstext: text(booking.text, 60),
    'EU-Land u. UStID (Bestimmung)': booking.buyerVatId ? text(booking.buyerVatId, 15) : undefined,
    // Never empty: an empty one would lock the whole batch in the adviser's import (decision 061).
    Festschreibung: lockBookings ? '1' : '0',
    Leistungsdatum: booking.serviceDate ? germanCompactDate(booking.serviceDate) : undefined,
    Fälligkeit: booking.dueDate ? germanCompactDate(booking.dueDate) : undefined,
  };
  return datevColumns.map(([column, kind]) => filled[column] ?? (kind === 'text' ? '""' : '')).join(';');
}

/**
 * A DATEV Buchungsstapel (EXTF) of one fiscal year's period: the header line, the column line
 * and one line per booking, `;`-separated, CR LF after every line, in Windows-1252 without a byte
 * order mark (DATEV's batch import reads no Unicode). A booking of 0,00 € has no line: DATEV
 * refuses an amount of zero.
 */
export function datevBuchungsstapel(batch: DatevBatch, bookings: readonly DatevBooking[]): Buffer {
  const lines = [
    headerLine(batch),
    datevColumns.map(([column]) => column).join(';'),
    ...bookings.filter((booking) => booking.amountCents > 0).map((booking) => bookingLine(booking, batch.lockBookings)),
  ];
  return iconv.encode(lines.map((line) => `${line}\r\n`).join(''), 'win1252');
}

/** The file name DATEV's batch import lists: it must start with EXTF_ and end in .csv. */
export function datevFileName(batch: Pick<DatevBatch, 'from' | 'to'>): string {
  return `EXTF_Buchungsstapel_${compactDate(batch.from)}_${compactDate(batch.to)}.csv`;
}
