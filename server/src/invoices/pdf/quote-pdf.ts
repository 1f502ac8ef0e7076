import fontkit from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { InvoiceDocument } from '../invoice-document.js';
import { invoiceTotals } from '../invoice-totals.js';
import { germanDate } from '../german-format.js';
import { drawFooters } from './draw-footer.js';
import { drawHeader, type DocumentHeading } from './draw-header.js';
import { drawLines } from './draw-lines.js';
import { drawTaxNote, drawTotals } from './draw-totals.js';
import { pdfFonts } from './pdf-fonts.js';
import { PdfCanvas } from './pdf-canvas.js';

/**
 * A quote as a PDF, drawn like the invoice it will become (the same lines, totals and tax
 * case), but a plain PDF: no e-invoice XML, no bank transfer, no GiroCode. `document.number` is
 * the quote's number (the order's), `issueDate` the day it is sent.
 */
export async function quotePdf(document: InvoiceDocument, quote: { validUntil: string }, created: Date = new Date()): Promise<Uint8Array> {
  const totals = invoiceTotals(document);
  const { regularFont, boldFont } = pdfFonts();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = {
    regular: await pdf.embedFont(regularFont, { subset: true }),
    bold: await pdf.embedFont(boldFont, { subset: true }),
  };
  const { buyer } = document;
  const heading: DocumentHeading = {
    title: `Angebot ${document.number}`,
    note: `Wir bieten Ihnen an wie folgt. Das Angebot gilt bis zum ${germanDate(quote.validUntil)}; Sie nehmen es im Portal an.`,
    facts: [
      ['Angebotsnummer', document.number],
      ['Angebotsdatum', germanDate(document.issueDate)],
      ['Gültig bis', germanDate(quote.validUntil)],
      ['Laufzeit', 'ein Jahr'],
      ...(buyer.leitwegId ? ([['Leitweg-ID', buyer.leitwegId]] as [string, string][]) : []),
      ...(buyer.vatId ? ([['Ihre USt-IdNr.', buyer.vatId]] as [string, string][]) : []),
    ],
  };
  const canvas = new PdfCanvas(pdf, fonts);
  drawHeader(canvas, document, heading);
  drawLines(canvas, document, totals);
  drawTotals(canvas, document, totals);
  drawTaxNote(canvas, document, totals);
  drawFooters(canvas, document.seller);

  pdf.setTitle(heading.title);
  pdf.setAuthor(document.seller.name);
  pdf.setSubject(`${heading.title} vom ${germanDate(document.issueDate)} an ${buyer.company}`);
  pdf.setCreator(document.seller.name);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  pdf.setLanguage('de-DE');
  return pdf.save();
}
