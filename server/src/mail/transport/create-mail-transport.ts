import path from 'node:path';
import type { Config } from '../../config/config.js';
import type { MailLogger } from '../mail-logger.js';
import type { MailTransport } from './mail-transport.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

/** SMTP_URL set: real SMTP. Unset: the local outbox under DATA_DIR. */
export function createMailTransport(options: { config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>; logger: MailLogger }): MailTransport {
  const { config, logger } = options;
  if (config.smtpUrl) return createSmtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  return createOutboxTransport({ directory: path.join(config.dataDir, 'outbox'), from: config.mailFrom, logger });
}
