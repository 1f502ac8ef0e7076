import { spawnSync } from 'node:child_process';
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { germanInvoice, reverseChargeInvoice } from '../test-support/example-invoices.js';
import { withEinvoiceTools } from '../test-support/einvoice-tools.js';
import { quotePdf } from './quote-pdf.js';

/** The PDF's text as poppler's pdftotext reads it. */
const textOf = (pdf: Uint8Array) => spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' }).stdout;

describe('the quote as a PDF', () => {
  const quote = { ...germanInvoice, number: '17', issueDate: '2026-11-28' };

  it('is titled as a quote and carries no e-invoice: it is not an invoice', async () => {
    const loaded = await PDFDocument.load(await quotePdf(quote, { validUntil: '2026-12-28' }));
    expect(loaded.getTitle()).toBe('Angebot 17');
    expect(loaded.catalog.lookup(PDFName.of('Names'))).toBeUndefined();
    expect(loaded.catalog.lookup(PDFName.of('AF'))).toBeUndefined();
  });

  withEinvoiceTools('shows the quote’s lines, totals and last day, no bank transfer, and the reverse charge for an EU buyer', async () => {
    const german = textOf(await quotePdf(quote, { validUntil: '2026-12-28' }));
    expect(german).toContain('Angebot 17');
    expect(german).toMatch(/Gültig bis\s+28\.12\.2026/);
    expect(german).toContain('Brandfallsteuermatrix Professional, Jahreslizenz');
    expect(german).toContain('Gesamtbetrag');
    expect(german).not.toContain('IBAN');
    expect(textOf(await quotePdf({ ...reverseChargeInvoice, number: '18' }, { validUntil: '2026-12-28' }))).toContain('Reverse Charge');
  });
});
