import path from 'node:path';
import type { Config } from '../../config/config.js';
import type { MailLogger } from '../mail-logger.js';
import type { MailTransport } from './mail-transport.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

/**
 * SMTP_URL set: real SMTP. Unset: the local outbox under DATA_DIR, said at start; in production
 * as a warning, because then every mail, reset and confirmation links included, lies in files
 * on the server's disk and reaches nobody.
 */
export function createMailTransport(options: {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'environment'>;
  logger: MailLogger;
}): MailTransport {
  const { config, logger } = options;
  if (config.smtpUrl) return createSmtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const directory = path.join(config.dataDir, 'outbox');
  if (config.environment === 'production') {
    logger.warn(
      { outbox: directory },
      `Kein SMTP_URL gesetzt: E-Mails werden nicht versendet, sondern samt Links zum Zurücksetzen von Passwörtern und Bestätigungslinks als Dateien im Postausgang ${directory} abgelegt. Für den Betrieb SMTP_URL setzen.`,
    );
  } else {
    logger.info({ outbox: directory }, `Kein SMTP_URL: E-Mails landen im Postausgang ${directory}`);
  }
  return createOutboxTransport({ directory, from: config.mailFrom, logger });
}
