import { link } from '../link.js';
import { salutation, type AddresseeData } from '../salutation.js';
import type { MailTemplate } from './mail-template.js';

export interface RegisterMailData extends AddresseeData {
  confirmUrl: string;
}

/** Sent after registration: the user confirms the address with the button. */
export const registerMail: MailTemplate<RegisterMailData> = {
  title: () => 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  blocks: (data, context) => [
    { kind: 'paragraph', text: salutation(data.greeting, data.lastName) },
    {
      kind: 'paragraph',
      text: `vielen Dank für Ihre Registrierung bei ${context.product.name}. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie Ihr Konto nutzen können.`,
    },
    { kind: 'button', label: 'E-Mail-Adresse bestätigen', url: data.confirmUrl },
    { kind: 'paragraph', text: 'Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.' },
  ],
  sample: (context) => ({ greeting: 'Frau', lastName: 'Muster', confirmUrl: link(context, '/confirm-mail/beispielcode') }),
};
