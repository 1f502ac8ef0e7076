import type { InvoiceDocument } from '../invoice-document.js';
import type { InvoiceTotals } from '../invoice-totals.js';
import { euro, percent } from '../german-format.js';
import { margin, pageSize, type PdfCanvas } from './pdf-canvas.js';

const right = pageSize[0] - margin.right;
const labelX = right - 280;

/** Net, allowance, VAT and gross, as EN 16931 adds them up (invoice-totals.ts). */
export function drawTotals(canvas: PdfCanvas, document: InvoiceDocument, totals: InvoiceTotals): void {
  const { taxCase } = totals;
  const rows: [string, number, boolean][] = [['Summe der Positionen (netto)', totals.lineTotalCents, false]];
  if (document.discount) {
    rows.push([`Abzüglich ${document.discount.reason}`, -totals.allowanceTotalCents, false]);
    rows.push(['Nettobetrag', totals.taxBasisCents, false]);
  }
  const vatLabel = taxCase.exemption
    ? `Umsatzsteuer ${percent(taxCase.ratePercent)} (Reverse Charge)`
    : `Umsatzsteuer ${percent(taxCase.ratePercent)} auf ${euro(totals.taxBasisCents)}`;
  rows.push([vatLabel, totals.vatCents, false]);
  rows.push([document.cancels ? 'Stornobetrag' : 'Gesamtbetrag', totals.grandTotalCents, true]);

  canvas.ensureRoom(rows.length * 14 + 10);
  for (const [label, cents, bold] of rows) {
    if (bold) canvas.rule(canvas.y + 10, labelX);
    canvas.text(label, labelX, canvas.y, { bold });
    canvas.text(euro(cents), right, canvas.y, { bold, align: 'right' });
    canvas.y -= 14;
  }
  canvas.y -= 12;
}

/** The reverse-charge statement that § 14a Abs. 5 UStG requires on the invoice. */
export function drawTaxNote(canvas: PdfCanvas, document: InvoiceDocument, totals: InvoiceTotals): void {
  if (!totals.taxCase.exemption) return;
  canvas.paragraph(
    `${totals.taxCase.exemption.reason} (Reverse Charge): Die Umsatzsteuer schuldet der Leistungsempfänger ` +
      `(§ 13b UStG, Art. 196 MwStSystRL). USt-IdNr. des Leistungsempfängers: ${document.buyer.vatId ?? ''}.`,
    { bold: true },
  );
  canvas.y -= 6;
}
