import { link } from '../link.js';
import type { MailTemplate } from './mail-template.js';

export interface QuoteMailData {
  company: string;
  orderId: number;
  /** Each line as the quote shows it, amounts in German. */
  lines: string[];
  /** The discount line, when there is one. */
  discount?: string;
  /** Net total in German, e.g. `1.447,00 €`. */
  netTotal: string;
  /** The last day the quote can be accepted, in German. */
  validUntil: string;
}

/** The admin's quote to the billing contact, with the link to accept it in the portal (decision 058). */
export const quoteMail: MailTemplate<QuoteMailData> = {
  title: (data) => `Ihr Angebot Nr. ${data.orderId}`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    {
      kind: 'paragraph',
      text: `vielen Dank für Ihre Anfrage. Für ${data.company} bieten wir Ihnen ${context.product.name} für ein Jahr an:`,
    },
    { kind: 'list', items: [...data.lines, ...(data.discount ? [data.discount] : [])] },
    { kind: 'paragraph', text: `Summe netto: ${data.netTotal}, zuzüglich der gesetzlichen Umsatzsteuer, soweit sie anfällt.` },
    {
      kind: 'paragraph',
      text: `Das Angebot gilt bis zum ${data.validUntil}. Sie nehmen es im Portal an, auf Wunsch mit Ihrer Bestellnummer; die Rechnung erhalten Sie sofort als E-Rechnung.`,
    },
    { kind: 'button', label: 'Angebot ansehen und annehmen', url: link(context, '/account/manage_subscription') },
    { kind: 'paragraph', text: `Fragen beantworten wir gern unter ${context.product.supportEmail}.` },
  ],
  sample: () => ({
    company: 'Müller & Söhne Gebäudetechnik GmbH',
    orderId: 17,
    lines: ['3 × Brandfallsteuermatrix Classic, Jahreslizenz je Gerät zu 499,00 € = 1.497,00 €'],
    discount: 'Neukundenrabatt: −50,00 €',
    netTotal: '1.447,00 €',
    validUntil: '28.12.2026',
  }),
};
