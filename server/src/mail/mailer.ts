import type { MailSlug } from '@bfsm/api-adapter';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config.js';
import type { Database } from '../db/schema.js';
import type { MailLogger } from './mail-logger.js';
import { uncountedMail, type MailMetrics } from './mail-metrics.js';
import { claimDueMails, type MailBodies, type OutgoingMailRow } from './queue/claim-due-mails.js';
import { recordFailure, recordSent, recordWithheld } from './queue/record-outcome.js';
import { deliveryLeaseMs } from './queue/retry-policy.js';
import { renderMail } from './render-mail.js';
import type { MailDataBySlug } from './templates/index.js';
import { createMailTransport } from './transport/create-mail-transport.js';
import { attach, attachmentsOf, type MailAttachment } from './queue/mail-attachments.js';
import type { MailTransport } from './transport/mail-transport.js';

export interface MailRequest<Slug extends MailSlug> {
  to: string;
  slug: Slug;
  data: MailDataBySlug[Slug];
  /** The account the mail belongs to: checked for disabled delivery, listed in its sent notifications. */
  userId?: number | null;
  /** Files that go with the mail (an invoice's PDF and XML, a quote's PDF). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Renders and queues the mail, then delivers it in the background: never waits for SMTP. */
  send<Slug extends MailSlug>(mail: MailRequest<Slug>): Promise<void>;
  /**
   * Queues the mail inside the caller's transaction, due at once: it exists exactly when the
   * transaction commits, and the next deliverDue sends it (scheduled jobs that must mail once).
   */
  queueWithin<Slug extends MailSlug>(trx: Kysely<Database>, mail: MailRequest<Slug>, now: Date): Promise<void>;
  /** Sends every pending mail that is due at `now`; returns how many were sent. Run it every minute. */
  deliverDue(now?: Date): Promise<number>;
  /** Resolves once every background delivery started by send() has finished. */
  idle(): Promise<void>;
  /** Waits for background deliveries, then closes the transport; later send() calls only queue. */
  close(): Promise<void>;
}

const batchSize = 20;

export function createMailer(options: {
  db: Kysely<Database>;
  config: Config;
  logger: MailLogger;
  transport?: MailTransport;
  metrics?: MailMetrics;
}): Mailer {
  const { db, config, logger, metrics = uncountedMail } = options;
  const transport = options.transport ?? createMailTransport({ config, logger });
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  async function emailDisabled(userId: number | null): Promise<boolean> {
    if (userId === null) return false;
    const user = await db.selectFrom('users').select('disable_email').where('id', '=', userId).executeTakeFirst();
    return user?.disable_email ?? false;
  }

  /** One attempt at one claimed mail; true when it went out. */
  async function deliver(mail: OutgoingMailRow, clock: () => Date): Promise<boolean> {
    if (await emailDisabled(mail.user_id)) {
      await recordWithheld(db, mail);
      metrics.failed('withheld');
      logger.warn(
        { mailId: mail.id, userId: mail.user_id, slug: mail.slug },
        'E-Mail nicht gesendet: Versand für dieses Konto deaktiviert',
      );
      return false;
    }
    try {
      const attachments = await attachmentsOf(db, mail.id);
      await transport.deliver({
        slug: mail.slug,
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text_body,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await recordFailure(db, mail, message, clock());
      metrics.failed(status === 'failed' ? 'given-up' : 'retry');
      logger.error(
        { mailId: mail.id, slug: mail.slug, attempts: mail.attempts + 1, status, err: message },
        'E-Mail-Versand fehlgeschlagen',
      );
      return false;
    }
    await recordSent(db, mail, clock());
    metrics.sent();
    return true;
  }

  function inBackground(work: Promise<unknown>, mailId: number): void {
    const tracked = work.catch((error: unknown) =>
      logger.error({ mailId, err: error }, 'E-Mail-Zustellung abgebrochen; sie wird später erneut versucht'),
    );
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
  }

  return {
    async send(mail) {
      const rendered = renderMail(mail.slug, mail.data, config);
      // Inserted already claimed for this instance (next attempt after the lease): if the process
      // dies before the mail is out, the row stays pending and deliverDue sends it later.
      const row = await db
        .insertInto('outgoing_mails')
        .values({
          user_id: mail.userId ?? null,
          slug: mail.slug,
          to_address: mail.to,
          subject: rendered.title,
          html: rendered.html,
          text_body: rendered.text,
          last_error: null,
          next_attempt_at: new Date(Date.now() + deliveryLeaseMs),
        })
        .returningAll()
        .$narrowType<MailBodies>()
        .executeTakeFirstOrThrow();
      await attach(db, row.id, mail.attachments);
      metrics.queued();
      if (!closed)
        inBackground(
          deliver(row, () => new Date()),
          row.id,
        );
    },

    async queueWithin(trx, mail, now) {
      const rendered = renderMail(mail.slug, mail.data, config);
      const row = await trx
        .insertInto('outgoing_mails')
        .values({
          user_id: mail.userId ?? null,
          slug: mail.slug,
          to_address: mail.to,
          subject: rendered.title,
          html: rendered.html,
          text_body: rendered.text,
          last_error: null,
          next_attempt_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await attach(trx, row.id, mail.attachments);
      metrics.queued();
    },

    async deliverDue(now = new Date()) {
      let sent = 0;
      for (;;) {
        const due = await claimDueMails(db, now, batchSize);
        if (due.length === 0) return sent;
        for (const mail of due) {
          if (await deliver(mail, () => now)) sent += 1;
        }
      }
    },

    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },

    async close() {
      closed = true;
      await this.idle();
      await transport.close();
    },
  };
}
