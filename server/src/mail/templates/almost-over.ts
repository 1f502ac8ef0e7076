import { link } from '../link.js';
import { salutation, type AddresseeData } from '../salutation.js';
import type { MailTemplate } from './mail-template.js';

export interface AlmostOverMailData extends AddresseeData {
  daysLeft: number;
}

function remaining(daysLeft: number): string {
  return daysLeft === 1 ? '1 Tag' : `${daysLeft} Tagen`;
}

/** Reminder shortly before the 7-day trial ends. */
export const almostOverMail: MailTemplate<AlmostOverMailData> = {
  title: () => 'Ihre Testphase endet bald',
  blocks: (data, context) => [
    { kind: 'paragraph', text: salutation(data.greeting, data.lastName) },
    { kind: 'paragraph', text: `Ihre kostenlose Testphase von ${context.product.name} endet in ${remaining(data.daysLeft)}.` },
    {
      kind: 'paragraph',
      text: `Wenn Sie ${context.product.name} weiter nutzen möchten, schließen Sie ein Jahres-Abo ab. Die Testphase endet automatisch, eine Kündigung ist nicht nötig.`,
    },
    { kind: 'button', label: 'Jahres-Abo ansehen', url: link(context, '/account/manage_subscription') },
  ],
  sample: () => ({ greeting: 'Frau', lastName: 'Muster', daysLeft: 2 }),
};
