import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.js';

/**
 * Real SMTP from a URL such as smtps://user:password@mail.example.de. Timeouts are short
 * enough that a hanging server fails the attempt well within the queue's lease (see mailer.ts);
 * options in the URL's query win over these.
 */
export function createSmtpTransport(options: { smtpUrl: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async deliver(message) {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
