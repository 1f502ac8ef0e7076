import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { testConfig } from '../config/config.js';
import { link } from './link.js';
import { createMailer } from './mailer.js';
import { emailDisabledError } from './queue/record-outcome.js';
import { deliveryLeaseMs, maxDeliveryAttempts } from './queue/retry-policy.js';
import { recordingLogger } from './test-support/recording-logger.js';
import { startSmtpSink, type SmtpSink } from './test-support/smtp-sink.js';
import type { MailTransport, OutgoingMessage } from './transport/mail-transport.js';

const publicUrl = 'https://portal.example.de';

/** A transport that records what it was given and fails while `failing` is set. */
function recordingTransport(): MailTransport & { delivered: OutgoingMessage[]; failing: boolean } {
  const transport = {
    delivered: [] as OutgoingMessage[],
    failing: false,
    async deliver(message: OutgoingMessage) {
      if (transport.failing) throw new Error('SMTP kaputt');
      transport.delivered.push(message);
    },
    async close() {},
  };
  return transport;
}

describe('mailer', () => {
  let handle: DatabaseHandle;
  let userId: number;

  async function createUser(email: string, disableEmail = false): Promise<number> {
    const row = await handle.db
      .insertInto('users')
      .values({ email, password_hash: null, greeting: 'Frau', first_name: 'Erika', last_name: 'Muster', disable_email: disableEmail })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function mailRow(to: string) {
    return handle.db.selectFrom('outgoing_mails').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
  }

  async function notificationsOf(user: number) {
    return handle.db.selectFrom('notifications_sent').select(['slug', 'subject']).where('user_id', '=', user).execute();
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    userId = await createUser('erika@example.de');
  });

  beforeEach(async () => {
    await handle.db.deleteFrom('outgoing_mails').execute();
    await handle.db.deleteFrom('notifications_sent').execute();
  });

  afterAll(async () => {
    await handle.close();
  });

  describe('through SMTP_URL', () => {
    let sink: SmtpSink;

    beforeAll(async () => {
      sink = await startSmtpSink();
    });

    afterAll(async () => {
      await sink.close();
    });

    it('delivers the rendered mail with absolute links from the public address and records it for the user', async () => {
      const config = testConfig({ SMTP_URL: sink.url, PUBLIC_URL: publicUrl, MAIL_FROM: 'Portal <no-reply@example.de>' });
      const mailer = createMailer({ db: handle.db, config, logger: recordingLogger() });
      const confirmUrl = link(config, '/confirm-mail/abc123');
      await mailer.send({ to: 'erika@example.de', slug: 'register', data: { greeting: 'Frau', lastName: 'Muster', confirmUrl }, userId });

      const mail = await sink.waitFor((received) => received.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse');
      expect(mail.text).toContain('Sehr geehrte Frau Muster,');
      expect(mail.text).toContain('https://portal.example.de/confirm-mail/abc123');
      expect(mail.html).toContain('href="https://portal.example.de/confirm-mail/abc123"');
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('erika@example.de');

      await mailer.close();
      const row = await mailRow('erika@example.de');
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null, slug: 'register' });
      expect(row.sent_at).toBeInstanceOf(Date);
      // The confirmation link is not kept once the mail is out; the notifications list has what it shows.
      expect(row).toMatchObject({ html: null, text_body: null });
      expect(await notificationsOf(userId)).toEqual([{ slug: 'register', subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }]);
    });

    it('keeps a mail pending while the server is down and delivers it once the server is back', async () => {
      const down = await startSmtpSink();
      await down.close();
      const config = testConfig({ SMTP_URL: down.url, PUBLIC_URL: publicUrl });
      const logger = recordingLogger();
      const mailer = createMailer({ db: handle.db, config, logger });

      const before = Date.now();
      await mailer.send({
        to: 'spaeter@example.de',
        slug: 'forgotten',
        data: { resetUrl: link(config, '/confirm-forgotten-password/xyz') },
      });
      await mailer.idle();
      const failed = await mailRow('spaeter@example.de');
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed.last_error).toMatch(/ECONNREFUSED/);
      expect(failed.text_body).toContain('https://portal.example.de/confirm-forgotten-password/xyz');
      expect(failed.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 60_000);
      expect(failed.next_attempt_at.getTime()).toBeLessThan(Date.now() + 61_000);
      expect(logger.entries.some((entry) => entry.level === 'error')).toBe(true);

      // Not due yet: the backoff is respected.
      await expect(mailer.deliverDue()).resolves.toBe(0);

      const back = await startSmtpSink({ port: down.port });
      try {
        await expect(mailer.deliverDue(new Date(Date.now() + 61_000))).resolves.toBe(1);
        const mail = await back.waitFor((received) => received.subject === 'Neues Passwort vergeben');
        expect(mail.text).toContain('https://portal.example.de/confirm-forgotten-password/xyz');
        expect(await mailRow('spaeter@example.de')).toMatchObject({
          status: 'sent',
          attempts: 2,
          last_error: null,
          html: null,
          text_body: null,
        });
      } finally {
        await mailer.close();
        await back.close();
      }
    });
  });

  it('answers send() before the transport has finished', async () => {
    let release = () => {};
    const transport: MailTransport = {
      deliver: () => new Promise<void>((resolve) => (release = resolve)),
      close: async () => {},
    };
    const mailer = createMailer({ db: handle.db, config: testConfig({ PUBLIC_URL: publicUrl }), logger: recordingLogger(), transport });
    await mailer.send({ to: 'langsam@example.de', slug: 'welcome', data: { greeting: null, lastName: null } });
    expect((await mailRow('langsam@example.de')).status).toBe('pending');
    release();
    await mailer.close();
    expect((await mailRow('langsam@example.de')).status).toBe('sent');
  });

  it('backs off exponentially and gives up after the last attempt', async () => {
    const transport = recordingTransport();
    transport.failing = true;
    const mailer = createMailer({ db: handle.db, config: testConfig({ PUBLIC_URL: publicUrl }), logger: recordingLogger(), transport });
    await mailer.send({ to: 'nie@example.de', slug: 'test-over', data: { greeting: 'Herr', lastName: 'Muster' } });
    await mailer.idle();

    const delays: number[] = [];
    let now = Date.now();
    for (let attempt = 2; attempt <= maxDeliveryAttempts; attempt += 1) {
      now = (await mailRow('nie@example.de')).next_attempt_at.getTime();
      await mailer.deliverDue(new Date(now));
      const row = await mailRow('nie@example.de');
      expect(row.attempts).toBe(attempt);
      delays.push(row.next_attempt_at.getTime() - now);
    }
    expect(delays.slice(0, 6).map((delay) => delay / 60_000)).toEqual([2, 4, 8, 16, 32, 60]);
    const givenUp = await mailRow('nie@example.de');
    expect(givenUp).toMatchObject({
      status: 'failed',
      attempts: maxDeliveryAttempts,
      last_error: 'SMTP kaputt',
      html: null,
      text_body: null,
    });

    transport.failing = false;
    await expect(mailer.deliverDue(new Date(now + 24 * 3_600_000))).resolves.toBe(0);
    expect(transport.delivered).toHaveLength(0);
    await mailer.close();
  });

  it('does not send to an account whose e-mail delivery is disabled', async () => {
    const silentUser = await createUser('still@example.de', true);
    const transport = recordingTransport();
    const mailer = createMailer({ db: handle.db, config: testConfig({ PUBLIC_URL: publicUrl }), logger: recordingLogger(), transport });
    await mailer.send({ to: 'still@example.de', slug: 'help-install', data: { greeting: 'Frau', lastName: 'Muster' }, userId: silentUser });
    await mailer.close();

    expect(transport.delivered).toHaveLength(0);
    expect(await mailRow('still@example.de')).toMatchObject({
      status: 'failed',
      last_error: emailDisabledError,
      html: null,
      text_body: null,
    });
    expect(await notificationsOf(silentUser)).toEqual([]);
  });

  it('tells the metrics what it queued, sent, will retry, gave up and withheld', async () => {
    const counted: string[] = [];
    const metrics = {
      queued: () => void counted.push('queued'),
      sent: () => void counted.push('sent'),
      failed: (outcome: string) => void counted.push(outcome),
    };
    const transport = recordingTransport();
    const mailer = createMailer({
      db: handle.db,
      config: testConfig({ PUBLIC_URL: publicUrl }),
      logger: recordingLogger(),
      transport,
      metrics,
    });
    await mailer.send({ to: 'gezaehlt@example.de', slug: 'test-over', data: { greeting: 'Herr', lastName: 'Muster' } });
    await mailer.idle();
    transport.failing = true;
    await mailer.send({ to: 'nie-gezaehlt@example.de', slug: 'test-over', data: { greeting: 'Herr', lastName: 'Muster' } });
    await mailer.idle();
    await handle.db
      .updateTable('outgoing_mails')
      .set({ attempts: maxDeliveryAttempts - 1, next_attempt_at: new Date(0) })
      .where('to_address', '=', 'nie-gezaehlt@example.de')
      .execute();
    await mailer.deliverDue();
    await mailer.send({
      to: 'still-gezaehlt@example.de',
      slug: 'help-install',
      data: { greeting: 'Frau', lastName: 'Muster' },
      userId: await createUser('still-gezaehlt@example.de', true),
    });
    await mailer.close();

    expect(counted).toEqual(['queued', 'sent', 'queued', 'retry', 'given-up', 'queued', 'withheld']);
  });

  it('never loses a mail: one stored but not sent is delivered later by any instance', async () => {
    const crashed = createMailer({
      db: handle.db,
      config: testConfig({ PUBLIC_URL: publicUrl }),
      logger: recordingLogger(),
      transport: recordingTransport(),
    });
    await crashed.close();
    // A closed mailer stores the mail but starts no delivery: like a crash right after the insert.
    await crashed.send({
      to: 'erika@example.de',
      slug: 'almost-over',
      data: { greeting: 'Frau', lastName: 'Muster', daysLeft: 2 },
      userId,
    });

    const transport = recordingTransport();
    const survivor = createMailer({ db: handle.db, config: testConfig({ PUBLIC_URL: publicUrl }), logger: recordingLogger(), transport });
    await expect(survivor.deliverDue()).resolves.toBe(0);
    await expect(survivor.deliverDue(new Date(Date.now() + deliveryLeaseMs + 1_000))).resolves.toBe(1);
    expect(transport.delivered.map((message) => message.subject)).toEqual(['Ihre Testphase endet bald']);
    expect(await notificationsOf(userId)).toEqual([{ slug: 'almost-over', subject: 'Ihre Testphase endet bald' }]);
    await survivor.close();
  });

  it('sends each due mail once when several instances deliver at the same time', async () => {
    const parked = createMailer({
      db: handle.db,
      config: testConfig({ PUBLIC_URL: publicUrl }),
      logger: recordingLogger(),
      transport: recordingTransport(),
    });
    await parked.close();
    for (let index = 0; index < 25; index += 1) {
      await parked.send({ to: `viele${index}@example.de`, slug: 'welcome', data: { greeting: null, lastName: null } });
    }
    const transports = [recordingTransport(), recordingTransport(), recordingTransport()];
    const instances = transports.map((transport) =>
      createMailer({ db: handle.db, config: testConfig({ PUBLIC_URL: publicUrl }), logger: recordingLogger(), transport }),
    );
    const later = new Date(Date.now() + deliveryLeaseMs + 1_000);
    const counts = await Promise.all(instances.map((instance) => instance.deliverDue(later)));

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(25);
    const recipients = transports.flatMap((transport) => transport.delivered.map((message) => message.to));
    expect(new Set(recipients).size).toBe(25);
    expect(recipients).toHaveLength(25);
    await Promise.all(instances.map((instance) => instance.close()));
  });
});
