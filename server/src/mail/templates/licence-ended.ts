import { link } from '../link.js';
import type { MailTemplate } from './mail-template.js';

export interface LicenceEndedMailData {
  /** The licence's last day, in German. */
  licenceEnd: string;
  /** The grace period's last day, in German; the same as the end when there is none. */
  graceLastDay: string;
}

/** After a yearly licence's grace period: the application stops, and how to order again (decision 066). */
export const licenceEndedMail: MailTemplate<LicenceEndedMailData> = {
  title: () => 'Ihre Lizenz ist abgelaufen',
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    {
      kind: 'paragraph',
      text:
        data.graceLastDay === data.licenceEnd
          ? `Ihre Lizenz für ${context.product.name} ist am ${data.licenceEnd} abgelaufen. Die Anwendung startet nicht mehr mit dieser Lizenz.`
          : `Ihre Lizenz für ${context.product.name} ist am ${data.licenceEnd} abgelaufen, und die Kulanzzeit endete am ${data.graceLastDay}. Die Anwendung startet nicht mehr mit dieser Lizenz.`,
    },
    {
      kind: 'paragraph',
      text: 'Ihre Matrizen und Projekte bleiben auf Ihren Geräten erhalten. Mit einem neuen Angebot arbeiten Sie weiter, wo Sie aufgehört haben.',
    },
    { kind: 'button', label: 'Angebot anfordern', url: link(context, '/account/manage_subscription') },
    { kind: 'paragraph', text: `Fragen beantworten wir gern unter ${context.product.supportEmail}.` },
  ],
  sample: () => ({ licenceEnd: '31.01.2027', graceLastDay: '14.02.2027' }),
};
