import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { outboxMails } from '../mail/test-support/outbox.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A mail as a test reads it: to whom, its subject and its plain text. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
  /** What went with it (an invoice's PDF and XML). */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface TestAppWithMail extends TestApp {
  /**
   * Every mail sent so far, in the order of delivery (mails sent together may arrive in any order);
   * `slug` keeps those of one template ('account-alert', 'invite', …).
   */
  mails(slug?: string): Promise<SentMail[]>;
  /** The mails to one address (case does not matter), in the order of delivery. */
  mailsTo(address: string, slug?: string): Promise<SentMail[]>;
}

/**
 * Mails `t` sent, read from its outbox once the background deliveries are done: the queue row
 * loses its body when the mail is out, so reading it there races the delivery. Only meaningful
 * for an app whose DATA_DIR is its own (createTestAppWithMail), so the outbox holds only its mails.
 */
export async function sentMails(t: TestApp, slug?: string): Promise<SentMail[]> {
  await t.app.accountRequestsSettled();
  const mails = await outboxMails(t.config.dataDir, (file) => !slug || file.includes(`-${slug}-`));
  return mails.map((mail) => ({
    to: (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  }));
}

/**
 * The real application (createTestApp) with a DATA_DIR of its own, whose outbox (no SMTP_URL)
 * the test reads through `mails()` and `mailsTo()`; `close()` removes the folder as well.
 */
export async function createTestAppWithMail(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestAppWithMail> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-mail-'));
  const t = await createTestApp({ ...options, env: { ...options.env, DATA_DIR: dataDir } });
  return {
    ...t,
    mails: (slug) => sentMails(t, slug),
    mailsTo: async (address, slug) => (await sentMails(t, slug)).filter((mail) => mail.to.toLowerCase() === address.toLowerCase()),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
