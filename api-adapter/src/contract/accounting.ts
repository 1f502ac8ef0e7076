import * as z from 'zod/mini';
import { adminOnly } from './access.js';
import { defineCall } from './define.js';

/**
 * 'Export für die Buchhaltung' (decision 061): the invoices and Stornorechnungen of a period for
 * the tax adviser, as a DATEV Buchungsstapel (EXTF), as a plain CSV and as a ZIP of their PDFs
 * and XMLs. Admins only; each export is recorded in the audit timeline.
 */

const periodTexts = {
  from: 'Bitte geben Sie den ersten Tag des Zeitraums an.',
  to: 'Bitte geben Sie den letzten Tag des Zeitraums an.',
} as const;

/** The period by issue date, both days included (YYYY-MM-DD). */
export const accountingPeriod = z.object({
  from: z.iso.date(periodTexts.from),
  to: z.iso.date(periodTexts.to),
});
export type AccountingPeriod = z.infer<typeof accountingPeriod>;

/** The DATEV settings the export writes, as the back-office shows them before a download. */
export const accountingSettings = z.object({
  /** The DATEV_ variables still missing for the Buchungsstapel; the CSV and the ZIP need none. */
  missing: z.array(z.string()),
  consultantNumber: z.nullable(z.number()),
  clientNumber: z.nullable(z.number()),
  /** The first day of the fiscal year as MM-DD. */
  fiscalYearStart: z.string(),
  accountLength: z.number(),
  debtorAccount: z.number(),
  revenueAccounts: z.object({ domestic: z.number(), euReverseCharge: z.number() }),
  chartOfAccounts: z.string(),
  lockBookings: z.boolean(),
});
export type AccountingSettings = z.infer<typeof accountingSettings>;

export const getAccountingSettings = defineCall({
  name: 'getAccountingSettings',
  method: 'GET',
  path: '/webapi/accounting/settings',
  access: adminOnly,
  encoding: 'none',
  response: accountingSettings,
});

/** A GET of the period's documents as one file (the server names it in Content-Disposition). */
const periodExport = <const N extends string, const P extends string, const M extends string>(name: N, path: P, answerMediaType: M) =>
  defineCall({
    name,
    method: 'GET',
    path,
    access: adminOnly,
    encoding: 'none',
    query: accountingPeriod,
    response: z.string(),
    answerMediaType,
  });

/** Refused while the adviser's numbers are missing (`order-state`, naming the variables). */
export const exportDatevBookings = defineCall({
  ...periodExport('exportDatevBookings', '/webapi/accounting/datev', 'text/csv'),
  errors: ['order-state'],
});
export const exportAccountingCsv = periodExport('exportAccountingCsv', '/webapi/accounting/csv', 'text/csv');
export const exportInvoiceArchive = periodExport('exportInvoiceArchive', '/webapi/accounting/archive', 'application/zip');
