import type { InvoiceDocument } from '../invoice-document.js';
import type { InvoiceTotals } from '../invoice-totals.js';
import { euro, germanNumber } from '../german-format.js';
import { quantityAsDecimal } from '../money.js';
import { grey, margin, pageSize, type PdfCanvas } from './pdf-canvas.js';
import { unitName } from './unit-names.js';

const right = pageSize[0] - margin.right;
/** Where each column ends (amounts are right-aligned) or starts (text). */
const columns = {
  position: margin.left,
  description: margin.left + 28,
  quantity: right - 190,
  unit: right - 184,
  price: right - 70,
  net: right,
};
const descriptionWidth = columns.quantity - columns.description - 40;

/** The table of the invoice lines; its heading is repeated on each page it runs onto. */
export function drawLines(canvas: PdfCanvas, document: InvoiceDocument, totals: InvoiceTotals): void {
  drawHeading(canvas);
  document.lines.forEach((line, index) => {
    const description = canvas.wrap(line.description, descriptionWidth);
    const height = description.length * 12 + 6;
    if (canvas.y - height < margin.bottom) {
      canvas.ensureRoom(height + 30);
      drawHeading(canvas);
    }
    const y = canvas.y;
    canvas.text(String(index + 1), columns.position, y);
    description.forEach((text, row) => canvas.text(text, columns.description, y - row * 12));
    canvas.text(germanNumber(quantityAsDecimal(line.quantity)), columns.quantity, y, { align: 'right' });
    canvas.text(unitName(line.unitCode), columns.unit, y);
    canvas.text(euro(line.unitNetPriceCents), columns.price, y, { align: 'right' });
    canvas.text(euro(totals.lineNetCents[index] ?? 0), columns.net, y, { align: 'right' });
    canvas.y -= height;
  });
  canvas.rule(canvas.y + 4);
  canvas.y -= 10;
}

function drawHeading(canvas: PdfCanvas): void {
  const style = { size: 8, bold: true, colour: grey };
  const y = canvas.y;
  canvas.text('Pos.', columns.position, y, style);
  canvas.text('Beschreibung', columns.description, y, style);
  canvas.text('Menge', columns.quantity, y, { ...style, align: 'right' });
  canvas.text('Einheit', columns.unit, y, style);
  canvas.text('Einzelpreis netto', columns.price, y, { ...style, align: 'right' });
  canvas.text('Betrag netto', columns.net, y, { ...style, align: 'right' });
  canvas.rule(y - 5);
  canvas.y = y - 18;
}
