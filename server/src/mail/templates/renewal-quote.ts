import { link } from '../link.js';
import type { QuoteMailData } from './quote.js';
import type { MailTemplate } from './mail-template.js';

export interface RenewalQuoteMailData extends Omit<QuoteMailData, 'company'> {
  /** The billing address's company; null while the account has no Rechnungsdaten (then no PDF is attached). */
  company: string | null;
  /** The licence's last day, in German. */
  licenceEnd: string;
  /** The first day of the renewed term (the day after the end), in German. */
  termStart: string;
}

/**
 * The renewal quote before a yearly licence ends (decision 066), to the billing contact and the
 * owner: what continues, at which price, that the new term starts at the old end whenever it is
 * accepted, and how to decline it.
 */
export const renewalQuoteMail: MailTemplate<RenewalQuoteMailData> = {
  title: (data) => `Verlängerung Ihrer Lizenz zum ${data.licenceEnd}: Angebot Nr. ${data.orderId}`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    {
      kind: 'paragraph',
      text: `Ihre Lizenz für ${context.product.name}${data.company ? ` (${data.company})` : ''} läuft am ${data.licenceEnd} ab. Damit Sie ohne Unterbrechung weiterarbeiten, bieten wir Ihnen die Verlängerung um ein Jahr ab dem ${data.termStart} an:`,
    },
    { kind: 'list', items: [...data.lines, ...(data.discount ? [data.discount] : [])] },
    { kind: 'paragraph', text: `Summe netto: ${data.netTotal}, zuzüglich der gesetzlichen Umsatzsteuer, soweit sie anfällt.` },
    {
      kind: 'paragraph',
      text: `Das Angebot gilt bis zum ${data.validUntil}. Die neue Laufzeit beginnt immer am Tag nach dem Ende der bisherigen, auch wenn Sie früher oder später annehmen; die Rechnung erhalten Sie sofort als E-Rechnung.`,
    },
    ...(data.company
      ? []
      : [{ kind: 'paragraph' as const, text: 'Bitte hinterlegen Sie vor der Annahme Ihre Rechnungsdaten auf derselben Seite.' }]),
    { kind: 'button', label: 'Verlängerung ansehen und annehmen', url: link(context, '/account/manage_subscription') },
    {
      kind: 'paragraph',
      text: 'Möchten Sie nicht verlängern, teilen Sie es uns dort mit „Nicht verlängern“ mit; dann erinnern wir Sie nicht mehr.',
    },
    { kind: 'paragraph', text: `Fragen beantworten wir gern unter ${context.product.supportEmail}.` },
  ],
  sample: () => ({
    company: 'Müller & Söhne Gebäudetechnik GmbH',
    orderId: 23,
    licenceEnd: '31.01.2027',
    termStart: '01.02.2027',
    lines: ['3 × Brandfallsteuermatrix Classic, Jahreslizenz je Gerät zu 499,00 € = 1.497,00 €'],
    netTotal: '1.497,00 €',
    validUntil: '14.02.2027',
  }),
};
