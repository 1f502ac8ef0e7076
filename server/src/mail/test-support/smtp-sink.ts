import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Arrivals } from '../../test-support/waiting.js';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail received so far, parsed, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the first received mail that matches; rejects after timeoutMs. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A predicate for waitFor and filters: the mail went to `address` (compared without case). */
export function sentTo(address: string): (mail: ParsedMail) => boolean {
  const wanted = address.toLowerCase();
  return (mail) => [mail.to ?? []].flat().some((group) => group.value.some((entry) => entry.address?.toLowerCase() === wanted));
}

/**
 * A real SMTP server on loopback that accepts every mail without authentication or TLS and keeps
 * it parsed in memory: for tests of the mailer and for browser journeys that follow a mail's link.
 * Pass a port to bring a sink back up where an earlier one was.
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const received = new Arrivals<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.add(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  const waitFor = (predicate: (mail: ParsedMail) => boolean, timeoutMs = 5_000): Promise<ParsedMail> =>
    received.find(predicate, timeoutMs, () => `Keine passende E-Mail nach ${timeoutMs} ms (${received.items.length} empfangen)`);

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: received.items,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
