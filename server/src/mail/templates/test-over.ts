import { rules } from '@bfsm/api-adapter';
import { link } from '../link.js';
import { salutation, type AddresseeData } from '../salutation.js';
import type { MailTemplate } from './mail-template.js';

export type TestOverMailData = AddresseeData;

/** Sent when the 7-day trial has ended. */
export const testOverMail: MailTemplate<TestOverMailData> = {
  title: () => 'Ihre Testphase ist beendet',
  blocks: (data, context) => [
    { kind: 'paragraph', text: salutation(data.greeting, data.lastName) },
    {
      kind: 'paragraph',
      text: `Ihre ${rules.trialDays}-tägige Testphase von ${context.product.name} ist beendet. Vielen Dank für Ihr Interesse!`,
    },
    { kind: 'paragraph', text: `Mit einem Jahres-Abo nutzen Sie ${context.product.name} weiter, mit allen Modulen.` },
    { kind: 'button', label: 'Jahres-Abo ansehen', url: link(context, '/account/manage_subscription') },
    { kind: 'paragraph', text: `Sie möchten auf Rechnung bestellen? Schreiben Sie uns an ${context.product.supportEmail}.` },
  ],
  sample: () => ({ greeting: 'Frau Dr.', lastName: 'Muster' }),
};
