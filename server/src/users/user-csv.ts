import { formatListDate, type UserListRow } from '@bfsm/api-adapter';

/**
 * The user list as CSV (decision 022): `;`-separated, for German spreadsheets. A value with a
 * separator, quote or line break is quoted; a value a spreadsheet would run as a formula is
 * defused as OWASP's "CSV Injection" page says: a leading `'` makes it plain text.
 */

/** Read by Excel as "this file is UTF-8"; without it umlauts come out garbled. */
export const byteOrderMark = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[;,"\r\n]/;

export function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const defused = formulaStart.test(text) ? `'${text}` : text;
  return needsQuotes.test(defused) ? `"${defused.replaceAll('"', '""')}"` : defused;
}

export function csvLine(values: ReadonlyArray<string | number | boolean | null>): string {
  return `${values.map(csvCell).join(';')}\r\n`;
}

/** The columns of the list on screen (without 'Öffnen'), with its headings. */
const columns: ReadonlyArray<{ heading: string; value: (row: UserListRow) => string | number }> = [
  { heading: '#', value: (row) => row.id },
  { heading: 'E-Mail', value: (row) => row.email },
  { heading: 'Name', value: (row) => row.name },
  { heading: 'Erstellt', value: (row) => formatListDate(row.created) },
  { heading: 'Ablauf (um 23:59)', value: (row) => formatListDate(row.expiration) },
  { heading: 'Lizenztyp', value: (row) => row.license },
  { heading: 'Voll. Install.', value: (row) => (row.has_completed_install ? 'ja' : 'nein') },
  { heading: 'Kostenlos', value: (row) => (row.free_account ? 'ja' : 'nein') },
  { heading: 'Eigentümer', value: (row) => row.owner ?? '' },
];

export const userCsvHeader = csvLine(columns.map((column) => column.heading));

export function userCsvLine(row: UserListRow): string {
  return csvLine(columns.map((column) => column.value(row)));
}
