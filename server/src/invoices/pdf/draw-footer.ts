import type { Seller } from '../invoice-document.js';
import { grey, margin, pageSize, type PdfCanvas } from './pdf-canvas.js';

/** On every page: who issues the invoice, with the tax numbers § 14 Abs. 4 UStG asks for, and the page count. */
export function drawFooters(canvas: PdfCanvas, seller: Seller): void {
  const pages = canvas.pdf.getPages();
  const lines = [
    `${seller.name} · ${seller.address.street} · ${seller.address.postcode} ${seller.address.city}`,
    `USt-IdNr. ${seller.vatId} · Steuernummer ${seller.taxNumber}`,
    `Ansprechpartner: ${seller.contact.name} · Telefon ${seller.contact.phone} · ${seller.contact.email}`,
  ];
  pages.forEach((page, index) => {
    canvas.page = page;
    canvas.rule(margin.bottom - 16);
    lines.forEach((line, row) => canvas.text(line, margin.left, margin.bottom - 28 - row * 9, { size: 7, colour: grey }));
    canvas.text(`Seite ${index + 1} von ${pages.length}`, pageSize[0] - margin.right, margin.bottom - 28, {
      size: 7,
      colour: grey,
      align: 'right',
    });
  });
}
