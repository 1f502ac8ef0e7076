import fontkit from '@cantoo/fontkit';
import { PDFDocument } from '@cantoo/pdf-lib';
import { ciiXml } from '../cii/cii-xml.js';
import type { InvoiceDocument } from '../invoice-document.js';
import { invoiceTotals } from '../invoice-totals.js';
import { germanDate } from '../german-format.js';
import { drawFooters } from './draw-footer.js';
import { drawHeader } from './draw-header.js';
import { drawLines } from './draw-lines.js';
import { drawPayment } from './draw-payment.js';
import { drawTaxNote, drawTotals } from './draw-totals.js';
import { attachFacturX } from './factur-x-attachment.js';
import { pdfFonts } from './pdf-fonts.js';
import { PdfCanvas } from './pdf-canvas.js';

/**
 * The invoice as a ZUGFeRD 2 / Factur-X PDF of the EN 16931 profile: a PDF/A-3b that shows the
 * invoice in German and carries its CII XML as `factur-x.xml`. The XML is always the EN 16931
 * profile, also for a public buyer, whose XRechnung is sent as XML alone (decision 052).
 */
export async function facturXPdf(document: InvoiceDocument, created: Date = new Date()): Promise<Uint8Array> {
  const totals = invoiceTotals(document);
  const { regularFont, boldFont } = pdfFonts();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const fonts = {
    regular: await pdf.embedFont(regularFont, { subset: true }),
    bold: await pdf.embedFont(boldFont, { subset: true }),
  };

  const canvas = new PdfCanvas(pdf, fonts);
  drawHeader(canvas, document);
  drawLines(canvas, document, totals);
  drawTotals(canvas, document, totals);
  drawTaxNote(canvas, document, totals);
  drawPayment(canvas, document, totals);
  drawFooters(canvas, document.seller);

  const title = `${document.cancels ? 'Stornorechnung' : 'Rechnung'} ${document.number}`;
  pdf.setTitle(title);
  pdf.setAuthor(document.seller.name);
  pdf.setSubject(`${title} vom ${germanDate(document.issueDate)} an ${document.buyer.company}`);
  pdf.setCreator(document.seller.name);
  pdf.setProducer('@cantoo/pdf-lib');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  pdf.setLanguage('de-DE');
  await attachFacturX(pdf, ciiXml(document, totals, 'en16931'), created);
  return pdf.save();
}
