import { rules } from '@bfsm/api-adapter';
import { link } from '../link.js';
import { salutation, type AddresseeData } from '../salutation.js';
import type { MailTemplate } from './mail-template.js';

export interface LicenseRemovedMailData extends AddresseeData {
  licenseTypeName: string;
}

/** Sent to a pool member whose licence the pool owner has taken back. */
export const licenseRemovedMail: MailTemplate<LicenseRemovedMailData> = {
  title: () => 'Ihre Lizenz wurde entfernt',
  blocks: (data, context) => [
    { kind: 'paragraph', text: salutation(data.greeting, data.lastName) },
    {
      kind: 'paragraph',
      text: `Ihre Lizenz „${data.licenseTypeName}“ für ${context.product.name} wurde vom Verwalter des Lizenzpools entfernt. Ihr Konto bleibt bestehen.`,
    },
    {
      kind: 'paragraph',
      text: `Eine Installation, die offline genutzt wird, kann die Lizenz noch bis zu ${rules.deactivationWaitDays} Tage lang verwenden.`,
    },
    { kind: 'button', label: 'Zu Ihrem Konto', url: link(context, '/account') },
    {
      kind: 'paragraph',
      text: `Falls Sie Fragen dazu haben, wenden Sie sich an den Verwalter Ihres Lizenzpools oder an ${context.product.supportEmail}.`,
    },
  ],
  sample: () => ({ greeting: 'Herr', lastName: 'Muster', licenseTypeName: 'onSite' }),
};
