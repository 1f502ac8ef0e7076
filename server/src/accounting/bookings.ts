import type { AccountingConfig } from '../config/accounting-config.js';
import type { DatevBooking } from './datev-buchungsstapel.js';
import type { PeriodInvoice } from './period-invoices.js';

/** The revenue account of the invoice's tax case (SKR03 by default: 8400 German VAT, 8336 reverse charge in the EU). */
export function revenueAccountOf(invoice: Pick<PeriodInvoice, 'taxCategory'>, config: AccountingConfig): number {
  return invoice.taxCategory === 'AE' ? config.revenueAccounts.euReverseCharge : config.revenueAccounts.domestic;
}

/**
 * The booking of an invoice: its gross amount debited to the debtor account against the revenue
 * account of its tax case (an automatic account, which books the VAT itself, so no BU key); a
 * Stornorechnung books the same the other way.
 */
export function bookingOf(invoice: PeriodInvoice, config: AccountingConfig): DatevBooking {
  const cancellation = invoice.kind === 'cancellation';
  return {
    amountCents: invoice.grossCents,
    direction: cancellation ? 'H' : 'S',
    debtorAccount: config.debtorAccount,
    revenueAccount: revenueAccountOf(invoice, config),
    documentDate: invoice.issueDate,
    documentNumber: invoice.number,
    text: cancellation
      ? `Storno ${invoice.number} zu ${invoice.cancels ?? ''} ${invoice.buyerCompany}`
      : `Rechnung ${invoice.number} ${invoice.buyerCompany}`,
    buyerVatId: invoice.taxCategory === 'AE' ? (invoice.buyerVatId ?? undefined) : undefined,
    serviceDate: invoice.servicePeriod.start,
    dueDate: invoice.dueDate ?? undefined,
  };
}
