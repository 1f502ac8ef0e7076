import { link } from '../link.js';
import type { MailTemplate } from './mail-template.js';

/** One thing that happened to the account, as the alert names it. */
export interface AlertedEvent {
  /** 'Anmeldung in einem neuen Browser', 'Passwort geändert', … */
  what: string;
  /** Berlin time, e.g. '26.11.2026, 01:47 Uhr'. */
  when: string;
}

/** Where the account's own session acted from. */
export interface AlertedBrowser {
  /** 'Firefox 126 unter Windows 10', or 'unbekannter Browser'. */
  browser: string;
  /** The client's IP address: the approximate place, without any third-party lookup. */
  address: string;
}

export interface AccountAlertMailData extends AlertedEvent {
  /** The browser and address, or 'administrator' for an admin's action (his address and browser are not told). */
  who: AlertedBrowser | 'administrator';
  /** The single-use 'Das war ich nicht' link (valid 7 days). */
  notMeUrl: string;
  /** Alerts held back by the hourly limit since the last mail, summarised here. */
  earlier: AlertedEvent[];
}

/** Sent when something happens to an account that its owner should know of (decision 044). */
export const accountAlertMail: MailTemplate<AccountAlertMailData> = {
  title: (data) => `Sicherheitshinweis: ${data.what}`,
  blocks: (data, context) => [
    { kind: 'paragraph', text: 'Guten Tag,' },
    { kind: 'paragraph', text: `bei Ihrem Konto für ${context.product.name} ist gerade Folgendes geschehen:` },
    {
      kind: 'list',
      items: [
        `Was: ${data.what}`,
        `Wann: ${data.when}`,
        ...(data.who === 'administrator'
          ? ['Wer: ein Administrator des Portals']
          : [`Browser: ${data.who.browser}`, `Adresse (IP): ${data.who.address}`]),
      ],
    },
    ...(data.earlier.length > 0
      ? [
          { kind: 'paragraph' as const, text: 'Außerdem seit unserer letzten Nachricht:' },
          { kind: 'list' as const, items: data.earlier.map((event) => `${event.when}: ${event.what}`) },
        ]
      : []),
    {
      kind: 'paragraph',
      text:
        data.who === 'administrator'
          ? 'Wenn Sie diese Änderung erwartet haben, ist nichts zu tun.'
          : 'Wenn Sie das waren, ist nichts zu tun.',
    },
    { kind: 'button', label: 'Das war ich nicht', url: data.notMeUrl },
    {
      kind: 'paragraph',
      text: 'Der Link beendet alle Anmeldungen Ihres Kontos, sperrt die in den letzten 24 Stunden aktivierten Geräte und führt Sie zu einem neuen Passwort. Er gilt 7 Tage lang und nur einmal.',
    },
  ],
  sample: (context) => ({
    what: 'Anmeldung in einem neuen Browser',
    when: '26.11.2026, 09:15 Uhr',
    who: { browser: 'Firefox 126 unter Windows 10', address: '203.0.113.7' },
    notMeUrl: link(context, '/not-me/beispielcode'),
    earlier: [],
  }),
};
