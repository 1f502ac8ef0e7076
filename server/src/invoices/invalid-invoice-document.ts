/**
 * An invoice document that cannot become a valid e-invoice. The orders feature builds documents
 * from checked data, so reaching this is a programming or configuration error, not a user's.
 */
export class InvalidInvoiceDocument extends Error {
  override readonly name = 'InvalidInvoiceDocument';
}
