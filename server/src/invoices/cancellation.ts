import type { InvoiceDocument } from './invoice-document.js';

/**
 * The Stornorechnung of an invoice: the same parties, lines and amounts, under a number of its
 * own, referring to the original (BT-25/BT-26). It is a credit note (type code 381) with the
 * original's positive amounts; the type code says that they are owed back (decision 052).
 */
export function cancellationOf(original: InvoiceDocument, cancellation: { number: string; issueDate: string }): InvoiceDocument {
  const { dueDate: _notPayableByTheBuyer, ...rest } = original;
  return { ...rest, ...cancellation, cancels: { number: original.number, issueDate: original.issueDate } };
}

/** BT-3 (UNTDID 1001): 380 commercial invoice, 381 credit note. */
export function typeCodeOf(document: InvoiceDocument): '380' | '381' {
  return document.cancels ? '381' : '380';
}
