import { link } from '../link.js';
import type { MailTemplate } from './mail-template.js';

export interface ForgottenMailData {
  resetUrl: string;
  /**
   * Why the mail goes out: the owner asked for it, or somebody tried to register the address
   * again (the registration answers as usual, so strangers learn nothing; the owner learns here).
   */
  reason?: 'requested' | 'registration-attempt';
}

/** Answer to "Passwort vergessen": the link leads to /confirm-forgotten-password/{code}. */
export const forgottenMail: MailTemplate<ForgottenMailData> = {
  title: () => 'Neues Passwort vergeben',
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    {
      kind: 'paragraph',
      text:
        data.reason === 'registration-attempt'
          ? `jemand – vermutlich Sie – hat versucht, mit dieser E-Mail-Adresse ein neues Konto bei ${context.product.name} zu registrieren. Sie haben bereits ein Konto und können sich wie gewohnt anmelden. Falls Sie Ihr Passwort vergessen haben, vergeben Sie über die folgende Schaltfläche ein neues.`
          : `Sie haben ein neues Passwort für Ihr Konto bei ${context.product.name} angefordert. Über die folgende Schaltfläche vergeben Sie ein neues Passwort.`,
    },
    { kind: 'button', label: 'Neues Passwort vergeben', url: data.resetUrl },
    {
      kind: 'paragraph',
      text: 'Der Link ist nur begrenzt gültig und kann nur einmal verwendet werden. Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr bisheriges Passwort bleibt gültig.',
    },
  ],
  sample: (context) => ({ resetUrl: link(context, '/confirm-forgotten-password/beispielcode') }),
};
