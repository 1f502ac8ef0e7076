import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink.js';
import { createSmtpTransport } from './smtp-transport.js';

describe('SMTP transport', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });

  afterAll(async () => {
    await sink.close();
  });

  it('delivers subject, text and HTML with the configured sender', async () => {
    const transport = createSmtpTransport({ smtpUrl: sink.url, from: 'Portal <no-reply@example.de>' });
    await transport.deliver({
      slug: 'forgotten',
      to: 'kunde@example.de',
      subject: 'Grüße aus Köln',
      html: '<p>Hallo Welt</p>',
      text: 'Hallo Welt',
    });
    await transport.close();
    const mail = await sink.waitFor((received) => received.subject === 'Grüße aus Köln');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Portal', address: 'no-reply@example.de' });
    expect(mail.text?.trim()).toBe('Hallo Welt');
    expect(mail.html).toContain('<p>Hallo Welt</p>');
  });

  it('rejects when no server listens', async () => {
    const down = await startSmtpSink();
    await down.close();
    const transport = createSmtpTransport({ smtpUrl: down.url, from: 'no-reply@example.de' });
    await expect(transport.deliver({ slug: 'welcome', to: 'a@example.de', subject: 'x', html: 'x', text: 'x' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    await transport.close();
  });
});
