import { link } from '../link.js';
import { salutation, type AddresseeData } from '../salutation.js';
import type { MailTemplate } from './mail-template.js';

export interface NewDeviceMailData extends AddresseeData {
  deviceName: string;
  /** When it was activated, in German (Berlin time). */
  activatedAt: string;
  /** Activated online from the application, or offline with a request file on the profile. */
  offline: boolean;
}

/**
 * Sent on every activation, online or offline (decision 045): the owner hears of every new device
 * and can release one he does not know at once.
 */
export const newDeviceMail: MailTemplate<NewDeviceMailData> = {
  title: () => 'Neues Gerät aktiviert',
  blocks: (data, context) => [
    { kind: 'paragraph', text: salutation(data.greeting, data.lastName) },
    {
      kind: 'paragraph',
      text: `am ${data.activatedAt} wurde ${context.product.name} auf dem Gerät „${data.deviceName}“ ${data.offline ? 'offline mit einer Lizenzdatei' : 'mit Ihrem Konto'} aktiviert.`,
    },
    {
      kind: 'paragraph',
      text: 'Waren Sie das nicht, geben Sie das Gerät unter Profil → Aktivierte Geräte frei und ändern Sie Ihr Passwort.',
    },
    { kind: 'button', label: 'Aktivierte Geräte ansehen', url: link(context, '/account/edit#geraete') },
  ],
  sample: () => ({ greeting: 'Frau', lastName: 'Muster', deviceName: 'Büro-PC', activatedAt: '10.03.2026, 09:00 Uhr', offline: false }),
};
