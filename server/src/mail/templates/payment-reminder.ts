import { link } from '../link.js';
import type { MailTemplate } from './mail-template.js';

export interface PaymentReminderMailData {
  /** 1: the first, friendly reminder (7 days after the due date); 2: the second (21 days). */
  level: 1 | 2;
  number: string;
  /** In German, e.g. `03.11.2026`. */
  issueDate: string;
  dueDate: string;
  /** Gross amount in German, e.g. `1.781,43 €`. */
  grossTotal: string;
}

/**
 * A friendly Zahlungserinnerung to the billing contact, with the invoice's files attached again;
 * no fees and no interest (issue text: "configurable later"), and a paid invoice gets none.
 */
export const paymentReminderMail: MailTemplate<PaymentReminderMailData> = {
  title: (data) => `${data.level === 1 ? 'Zahlungserinnerung' : 'Zweite Zahlungserinnerung'}: Rechnung ${data.number}`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    {
      kind: 'paragraph',
      text:
        data.level === 1
          ? `sicher ist es im Alltag untergegangen: Unsere Rechnung ${data.number} vom ${data.issueDate} über ${data.grossTotal} war am ${data.dueDate} fällig, und wir haben noch keinen Zahlungseingang verbucht.`
          : `unsere Rechnung ${data.number} vom ${data.issueDate} über ${data.grossTotal} war am ${data.dueDate} fällig; auch nach unserer ersten Erinnerung haben wir noch keinen Zahlungseingang verbucht.`,
    },
    {
      kind: 'paragraph',
      text: 'Bitte überweisen Sie den Betrag mit der Rechnungsnummer als Verwendungszweck. Die Rechnung liegt als PDF und XML noch einmal bei.',
    },
    { kind: 'paragraph', text: 'Haben Sie inzwischen bezahlt, betrachten Sie diese Erinnerung bitte als gegenstandslos.' },
    { kind: 'button', label: 'Rechnungen im Konto', url: link(context, '/account/invoices') },
    { kind: 'paragraph', text: `Fragen beantworten wir gern unter ${context.product.supportEmail}.` },
  ],
  sample: () => ({ level: 1, number: '2026-00017', issueDate: '03.11.2026', dueDate: '17.11.2026', grossTotal: '1.781,43 €' }),
};
