import { link } from '../link.js';
import { salutation, type AddresseeData } from '../salutation.js';
import type { MailTemplate } from './mail-template.js';

export type WelcomeMailData = AddresseeData;

/** Sent once the e-mail address is confirmed. */
export const welcomeMail: MailTemplate<WelcomeMailData> = {
  title: (_data, context) => `Willkommen bei ${context.product.name}`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: salutation(data.greeting, data.lastName) },
    {
      kind: 'paragraph',
      text: `Ihr Konto bei ${context.product.name} ist eingerichtet. Laden Sie jetzt die Anwendung herunter und melden Sie sich darin mit Ihrer E-Mail-Adresse und Ihrem Passwort an.`,
    },
    { kind: 'button', label: 'Anwendung herunterladen', url: link(context, '/download') },
    { kind: 'paragraph', text: 'In Ihrem Konto verwalten Sie Ihr Profil, Ihre Lizenz und Ihre aktivierten Geräte.' },
    { kind: 'link', label: 'Zu Ihrem Konto', url: link(context, '/account') },
    { kind: 'link', label: 'Anleitungen im Hilfe-Center', url: context.product.helpCenterUrl },
  ],
  sample: () => ({ greeting: 'Herr Dr.', lastName: 'Muster' }),
};
