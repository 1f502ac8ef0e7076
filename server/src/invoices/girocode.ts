import type { InvoiceDocument } from './invoice-document.js';
import { centsAsDecimal } from './money.js';

/** The EPC's limit for the whole payload (EPC069-12). */
const maxPayloadBytes = 331;

/**
 * The text of a GiroCode (EPC QR code, EPC069-12 version 002, UTF-8): a banking app reads
 * payee, IBAN, amount and, as unstructured remittance, the invoice number. Undefined when
 * the buyer pays nothing (a cancellation) or the amount is beyond the code's range.
 */
export function girocodePayload(document: InvoiceDocument, dueCents: number): string | undefined {
  if (document.cancels || dueCents < 1 || dueCents > 99_999_999_999) return undefined;
  const { seller } = document;
  const lines = [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    seller.bic,
    seller.name.slice(0, 70),
    seller.iban.replaceAll(' ', ''),
    `EUR${centsAsDecimal(dueCents)}`,
    '', // purpose code
    '', // structured reference: none, the remittance text carries the invoice number
    document.number.slice(0, 140),
  ];
  const payload = lines.join('\n');
  if (Buffer.byteLength(payload, 'utf8') > maxPayloadBytes) throw new RangeError('GiroCode payload exceeds 331 bytes');
  return payload;
}
