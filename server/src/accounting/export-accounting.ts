import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import type { Database } from '../db/schema.js';
import type { AccountingConfig } from '../config/accounting-config.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { DomainError } from '../errors/domain-error.js';
import { checkedPeriod, type AccountingPeriod } from './accounting-period.js';
import { filesOfPeriod, invoicesOfPeriod } from './period-invoices.js';
import { bookingOf } from './bookings.js';
import { datevBuchungsstapel, datevFileName } from './datev-buchungsstapel.js';
import { accountingCsv } from './accounting-csv.js';
import { invoiceArchive } from './invoice-archive.js';

export interface AccountingDeps {
  db: Kysely<Database>;
  accounting: AccountingConfig;
  clock: () => Date;
}

type ExportFormat = 'datev' | 'csv' | 'archive';

/** Each export is an entry of the audit timeline: who took which documents of which period, and in which form. */
async function recordExport(db: Kysely<Database>, actor: AuditActor, format: ExportFormat, period: AccountingPeriod, documents: number) {
  await recordAuditEvent(db, actor, { kind: 'accounting-exported', after: { format, from: period.from, to: period.to, documents } });
}

const periodName = (period: AccountingPeriod) => `${period.from}_${period.to}`;

/** The period's invoices and Stornorechnungen as a DATEV Buchungsstapel, for the adviser's batch import. */
export async function exportDatevBookings(deps: AccountingDeps, actor: AuditActor, period: AccountingPeriod) {
  const { accounting } = deps;
  const { fiscalYearStart } = checkedPeriod(period, accounting.fiscalYearStart);
  if (accounting.consultantNumber === null || accounting.clientNumber === null) {
    throw new DomainError('datevUnconfigured', { missing: accounting.missing });
  }
  const invoices = await invoicesOfPeriod(deps.db, period);
  const batch = {
    consultantNumber: accounting.consultantNumber,
    clientNumber: accounting.clientNumber,
    fiscalYearStart,
    accountLength: accounting.accountLength,
    from: period.from,
    to: period.to,
    chartOfAccounts: accounting.chartOfAccounts,
    lockBookings: accounting.lockBookings,
    createdAt: deps.clock(),
  };
  const content = datevBuchungsstapel(
    batch,
    invoices.map((invoice) => bookingOf(invoice, accounting)),
  );
  await recordExport(deps.db, actor, 'datev', period, invoices.length);
  return { fileName: datevFileName(batch), content };
}

/** The period's invoices and Stornorechnungen as a plain CSV for a spreadsheet. */
export async function exportAccountingCsv(deps: AccountingDeps, actor: AuditActor, period: AccountingPeriod) {
  checkedPeriod(period, deps.accounting.fiscalYearStart);
  const invoices = await invoicesOfPeriod(deps.db, period);
  const content = accountingCsv(invoices, deps.accounting);
  await recordExport(deps.db, actor, 'csv', period, invoices.length);
  return { fileName: `Rechnungsausgang_${periodName(period)}.csv`, content };
}

/** The period's PDFs and XMLs as issued, in one ZIP. */
export async function exportInvoiceArchive(
  deps: AccountingDeps,
  actor: AuditActor,
  period: AccountingPeriod,
): Promise<{ fileName: string; content: Readable }> {
  checkedPeriod(period, deps.accounting.fiscalYearStart);
  const invoices = await invoicesOfPeriod(deps.db, period);
  await recordExport(deps.db, actor, 'archive', period, invoices.length);
  return { fileName: `Rechnungen_${periodName(period)}.zip`, content: invoiceArchive(filesOfPeriod(deps.db, invoices)) };
}

/** What the back-office shows before a download: the settings the Buchungsstapel will carry. */
export function accountingSettings(accounting: AccountingConfig) {
  return {
    missing: accounting.missing,
    consultantNumber: accounting.consultantNumber,
    clientNumber: accounting.clientNumber,
    fiscalYearStart: accounting.fiscalYearStart,
    accountLength: accounting.accountLength,
    debtorAccount: accounting.debtorAccount,
    revenueAccounts: accounting.revenueAccounts,
    chartOfAccounts: accounting.chartOfAccounts,
    lockBookings: accounting.lockBookings,
  };
}
