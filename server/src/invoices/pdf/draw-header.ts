import type { InvoiceDocument, PostalAddress } from '../invoice-document.js';
import { germanDate } from '../german-format.js';
import { grey, margin, pageSize, type PdfCanvas } from './pdf-canvas.js';

const countryNames = new Intl.DisplayNames(['de'], { type: 'region' });

/** What a document says of itself at the top: its title, a sentence below it, and its numbers and dates. */
export interface DocumentHeading {
  title: string;
  note?: string;
  facts: [string, string][];
}

/** The letterhead, the buyer's address, the document's numbers and dates, and the title (an invoice's unless told otherwise). */
export function drawHeader(canvas: PdfCanvas, document: InvoiceDocument, heading: DocumentHeading = invoiceHeading(document)): void {
  const { seller, buyer } = document;
  const top = canvas.y;
  canvas.text(seller.name, margin.left, top, { size: 16, bold: true });
  canvas.text(`${seller.name} · ${seller.address.street} · ${seller.address.postcode} ${seller.address.city}`, margin.left, top - 60, {
    size: 7,
    colour: grey,
  });

  const addressLines = [buyer.company, ...addressOf(buyer.address)];
  addressLines.forEach((line, index) => canvas.text(line, margin.left, top - 78 - index * 13, { size: 10 }));

  const { facts } = heading;
  const labelX = pageSize[0] - margin.right - 190;
  facts.forEach(([label, value], index) => {
    const y = top - 60 - index * 12;
    canvas.text(label, labelX, y, { size: 8, colour: grey });
    canvas.text(value, pageSize[0] - margin.right, y, { size: 8, align: 'right' });
  });

  canvas.y = Math.min(top - 78 - addressLines.length * 13, top - 60 - facts.length * 12) - 28;
  canvas.text(heading.title, margin.left, canvas.y, { size: 14, bold: true });
  canvas.y -= 18;
  if (heading.note) canvas.paragraph(heading.note);
  canvas.y -= 6;
}

function addressOf(address: PostalAddress): string[] {
  const lines = [address.street, `${address.postcode} ${address.city}`];
  return address.countryCode === 'DE' ? lines : [...lines, (countryNames.of(address.countryCode) ?? address.countryCode).toUpperCase()];
}

/** An invoice's or Stornorechnung's heading. */
export function invoiceHeading(document: InvoiceDocument): DocumentHeading {
  return {
    title: document.cancels ? `Stornorechnung ${document.number}` : `Rechnung ${document.number}`,
    ...(document.cancels
      ? {
          note: `Diese Stornorechnung hebt die Rechnung ${document.cancels.number} vom ${germanDate(document.cancels.issueDate)} vollständig auf.`,
        }
      : {}),
    facts: invoiceFacts(document),
  };
}

function invoiceFacts(document: InvoiceDocument): [string, string][] {
  const { performancePeriod: period, buyer } = document;
  const facts: ([string, string] | undefined)[] = [
    [document.cancels ? 'Stornorechnungsnummer' : 'Rechnungsnummer', document.number],
    ['Rechnungsdatum', germanDate(document.issueDate)],
    document.cancels ? ['Zur Rechnung', `${document.cancels.number} vom ${germanDate(document.cancels.issueDate)}`] : undefined,
    ['Leistungszeitraum', `${germanDate(period.start)} – ${germanDate(period.end)}`],
    document.dueDate ? ['Fällig am', germanDate(document.dueDate)] : undefined,
    document.purchaseOrder ? ['Ihre Bestellnummer', document.purchaseOrder] : undefined,
    buyer.leitwegId ? ['Leitweg-ID', buyer.leitwegId] : undefined,
    buyer.vatId ? ['Ihre USt-IdNr.', buyer.vatId] : undefined,
  ];
  return facts.filter((fact): fact is [string, string] => fact !== undefined);
}
