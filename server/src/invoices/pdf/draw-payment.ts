import QRCode from 'qrcode';
import { girocodePayload } from '../girocode.js';
import type { InvoiceDocument } from '../invoice-document.js';
import type { InvoiceTotals } from '../invoice-totals.js';
import { paymentTerms } from '../payment-terms.js';
import { black, contentWidth, grey, margin, pageSize, type PdfCanvas } from './pdf-canvas.js';

/** Side of the GiroCode with its quiet zone, in points (about 3.5 cm). */
const girocodeSize = 100;
/** The EPC asks for error correction level M. */
const errorCorrectionLevel = 'M';

/** The payment terms, the bank account and, where the buyer pays, the GiroCode beside them. */
export function drawPayment(canvas: PdfCanvas, document: InvoiceDocument, totals: InvoiceTotals): void {
  const payload = girocodePayload(document, totals.dueCents);
  const textWidth = payload ? contentWidth - girocodeSize - 20 : contentWidth;
  canvas.ensureRoom(payload ? girocodeSize + 24 : 60);
  const top = canvas.y;
  canvas.paragraph(paymentTerms(document, totals), {}, textWidth);
  if (!document.cancels) {
    const { seller } = document;
    canvas.y -= 4;
    canvas.paragraph(`Bankverbindung: ${seller.name}`, {}, textWidth);
    canvas.paragraph(`IBAN ${groupedIban(seller.iban)} · BIC ${seller.bic}`, {}, textWidth);
  }
  if (payload) {
    drawGirocode(canvas, payload, pageSize[0] - margin.right - girocodeSize, top + 9 - girocodeSize);
    canvas.text('GiroCode: mit der Banking-App scannen', pageSize[0] - margin.right, top - girocodeSize, {
      size: 6,
      colour: grey,
      align: 'right',
    });
    canvas.y = Math.min(canvas.y, top - girocodeSize - 12);
  }
}

/** The QR code as filled squares, one rectangle per run of dark modules in a row. */
function drawGirocode(canvas: PdfCanvas, payload: string, x: number, y: number): void {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel });
  const quietZone = 4;
  const cell = girocodeSize / (modules.size + 2 * quietZone);
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      canvas.page.drawRectangle({
        x: x + (quietZone + start) * cell,
        y: y + girocodeSize - (quietZone + row + 1) * cell,
        width: (column - start) * cell,
        height: cell,
        color: black,
      });
    }
  }
}

function groupedIban(iban: string): string {
  return iban.replaceAll(' ', '').replace(/(.{4})(?!$)/g, '$1 ');
}
