import { link } from '../link.js';
import type { MailTemplate } from './mail-template.js';

export interface RenewalReminderMailData {
  orderId: number;
  /** The licence's last day, in German. */
  licenceEnd: string;
  /** Days until that end: 30 or 7 (fewer when the portal was down on the day). */
  daysLeft: number;
  netTotal: string;
  /** The quote's last day, in German: the end of the grace period. */
  validUntil: string;
}

/** A reminder of an open renewal quote, 30 and 7 days before the licence ends (decision 066). */
export const renewalReminderMail: MailTemplate<RenewalReminderMailData> = {
  title: (data) => `Ihre Lizenz läuft am ${data.licenceEnd} ab`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    {
      kind: 'paragraph',
      text: `in ${data.daysLeft === 1 ? 'einem Tag' : `${data.daysLeft} Tagen`}, am ${data.licenceEnd}, läuft Ihre Lizenz für ${context.product.name} ab. Unser Angebot Nr. ${data.orderId} zur Verlängerung um ein Jahr (${data.netTotal} netto) ist noch offen; es gilt bis zum ${data.validUntil}.`,
    },
    {
      kind: 'paragraph',
      text: 'Die neue Laufzeit beginnt am Tag nach dem Ende der bisherigen, Sie verlieren also keinen Tag, wann immer Sie annehmen.',
    },
    { kind: 'button', label: 'Verlängerung ansehen und annehmen', url: link(context, '/account/manage_subscription') },
    {
      kind: 'paragraph',
      text: 'Möchten Sie nicht verlängern, teilen Sie es uns dort mit „Nicht verlängern“ mit; dann erinnern wir Sie nicht mehr.',
    },
  ],
  sample: () => ({ orderId: 23, licenceEnd: '31.01.2027', daysLeft: 30, netTotal: '1.497,00 €', validUntil: '14.02.2027' }),
};
