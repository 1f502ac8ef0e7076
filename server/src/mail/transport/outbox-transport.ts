import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailLogger } from '../mail-logger.js';
import type { MailTransport, OutgoingMessage } from './mail-transport.js';

/** Letters, digits and . _ @ - only, so the name is safe on every file system and shell. */
function sanitise(part: string): string {
  return part.replace(/[^A-Za-z0-9._@-]+/g, '_').slice(0, 80);
}

function baseName(message: OutgoingMessage, now: Date): string {
  return `${now.toISOString().replace(/:/g, '-')}-${sanitise(message.slug)}-${sanitise(message.to)}`;
}

/** Writes the file unless it exists; mails of the same moment get a counter instead of overwriting. */
async function writeNew(directory: string, name: string, files: { eml: Buffer; html: string }): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const stem = path.join(directory, attempt === 1 ? name : `${name}-${attempt}`);
    try {
      await writeFile(`${stem}.eml`, files.eml, { flag: 'wx' });
      await writeFile(`${stem}.html`, files.html);
      return `${stem}.eml`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Without SMTP_URL every mail lands in `${dataDir}/outbox/` as an .eml file (opens in any mail
 * program) and an .html file beside it (opens in a browser), and the log names the file, so a
 * newcomer can confirm a registration on a laptop without a mail server.
 */
export function createOutboxTransport(options: { directory: string; from: string; logger: MailLogger }): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(message) {
      const info = await composer.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
      if (!Buffer.isBuffer(info.message)) throw new Error('Outbox: Nachricht wurde nicht als Buffer erzeugt.');
      await mkdir(options.directory, { recursive: true });
      const file = await writeNew(options.directory, baseName(message, new Date()), { eml: info.message, html: message.html });
      options.logger.info({ file, to: message.to, slug: message.slug }, `E-Mail im Postausgang abgelegt: ${file}`);
    },
    async close() {
      composer.close();
    },
  };
}
