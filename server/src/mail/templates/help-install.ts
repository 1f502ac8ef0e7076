import { link } from '../link.js';
import { salutation, type AddresseeData } from '../salutation.js';
import type { MailTemplate } from './mail-template.js';

export type HelpInstallMailData = AddresseeData;

/** Sent to users who have not completed the installation yet. */
export const helpInstallMail: MailTemplate<HelpInstallMailData> = {
  title: (_data, context) => `Hilfe bei der Installation von ${context.product.name}`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: salutation(data.greeting, data.lastName) },
    { kind: 'paragraph', text: `die Installation von ${context.product.name} ist noch nicht abgeschlossen. So geht es in drei Schritten:` },
    {
      kind: 'list',
      items: [
        'Laden Sie das Installationsprogramm herunter.',
        'Öffnen Sie die heruntergeladene Datei und folgen Sie den Anweisungen.',
        'Melden Sie sich in der Anwendung mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
      ],
    },
    { kind: 'button', label: 'Installationsprogramm herunterladen', url: link(context, '/download') },
    { kind: 'link', label: 'Anleitungen im Hilfe-Center', url: context.product.helpCenterUrl },
    { kind: 'paragraph', text: `Wenn es nicht klappt, schreiben Sie uns an ${context.product.supportEmail}. Wir helfen Ihnen gern.` },
  ],
  sample: () => ({ greeting: 'Herr', lastName: 'Muster' }),
};
