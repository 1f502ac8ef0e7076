import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ArchivedInvoice {
  number: string;
  issueDate: string;
  pdf: Uint8Array;
  xml: string;
}

/**
 * A ZIP of the invoices' files as issued, `Rechnung-<Nummer>.pdf` (ZUGFeRD, already compressed,
 * so stored) and `Rechnung-<Nummer>.xml` (XRechnung, deflated), dated by the invoice. Streamed: a
 * file is read only when the previous ones have left, so a year's archive is never held whole.
 */
export function invoiceArchive(invoices: AsyncIterable<ArchivedInvoice>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const add = (entry: ZipPassThrough | ZipDeflate, issueDate: string, data: Uint8Array) => {
    entry.mtime = new Date(`${issueDate}T12:00:00Z`);
    zip.add(entry);
    entry.push(data, true);
  };
  void (async () => {
    for await (const invoice of invoices) {
      add(new ZipPassThrough(`Rechnung-${invoice.number}.pdf`), invoice.issueDate, invoice.pdf);
      add(new ZipDeflate(`Rechnung-${invoice.number}.xml`, { level: 6 }), invoice.issueDate, new TextEncoder().encode(invoice.xml));
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
