import { rules } from '@bfsm/api-adapter';
import { link } from '../link.js';
import type { MailTemplate } from './mail-template.js';

export interface InviteMailData {
  /** Name or e-mail address of the pool owner who invites. */
  invitingUser: string;
  licenseTypeName: string;
  acceptUrl: string;
  declineUrl: string;
}

/** Invitation of a pool owner to use one of the pool's viewer licences. */
export const inviteMail: MailTemplate<InviteMailData> = {
  title: (_data, context) => `Einladung zu ${context.product.name}`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    {
      kind: 'paragraph',
      text: `${data.invitingUser} lädt Sie ein, ${context.product.name} mit einer Lizenz „${data.licenseTypeName}“ zu nutzen.`,
    },
    { kind: 'button', label: 'Einladung annehmen', url: data.acceptUrl },
    { kind: 'paragraph', text: `Der Link ist ${rules.invitationValidDays} Tage gültig.` },
    {
      kind: 'paragraph',
      text: 'Sie möchten die Einladung nicht annehmen? Dann lehnen Sie sie ab; dabei können Sie sie auch als Missbrauch melden.',
    },
    { kind: 'link', label: 'Einladung ablehnen', url: data.declineUrl },
  ],
  sample: (context) => ({
    invitingUser: 'Erika Muster',
    licenseTypeName: 'Insight',
    acceptUrl: link(context, '/invitation/1/beispielcode'),
    declineUrl: link(context, '/decline-invitation/1/beispielcode'),
  }),
};
