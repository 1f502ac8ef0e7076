import { link } from '../link.js';
import type { MailTemplate } from './mail-template.js';

export interface InvoiceMailData {
  number: string;
  kind: 'invoice' | 'cancellation';
  /** Gross amount in German, e.g. `1.721,93 €`. */
  grossTotal: string;
  /** Due date in German; absent on a Stornorechnung. */
  dueDate?: string;
  /** The number of the invoice a Stornorechnung cancels. */
  cancels?: string;
  /** The XML is an XRechnung (a public buyer with a Leitweg-ID), else EN 16931 CII. */
  xrechnung: boolean;
}

/** An issued invoice or Stornorechnung to the billing contact, with its PDF and XML attached (decision 058). */
export const invoiceMail: MailTemplate<InvoiceMailData> = {
  title: (data) => `${data.kind === 'invoice' ? 'Rechnung' : 'Stornorechnung'} ${data.number}`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    {
      kind: 'paragraph',
      text:
        data.kind === 'invoice'
          ? `anbei erhalten Sie die Rechnung ${data.number} über ${data.grossTotal}${data.dueDate ? `, zahlbar bis zum ${data.dueDate}` : ''}. Vielen Dank für Ihren Auftrag.`
          : `anbei erhalten Sie die Stornorechnung ${data.number} über ${data.grossTotal} zur Rechnung ${data.cancels ?? ''}. Ein bezahlter Betrag wird Ihnen erstattet.`,
    },
    {
      kind: 'paragraph',
      text: `Die E-Rechnung liegt zweifach bei: als PDF mit eingebetteten Daten (ZUGFeRD) und als XML (${data.xrechnung ? 'XRechnung' : 'EN 16931'}).`,
    },
    { kind: 'button', label: 'Rechnungen im Konto', url: link(context, '/account/invoices') },
    { kind: 'paragraph', text: `Fragen beantworten wir gern unter ${context.product.supportEmail}.` },
  ],
  sample: () => ({ number: '2026-00017', kind: 'invoice', grossTotal: '1.721,93 €', dueDate: '12.12.2026', xrechnung: false }),
};
