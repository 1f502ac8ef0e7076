export { createMailer, type Mailer, type MailRequest } from './mailer.js';
export { renderMail, sampleMailData } from './render-mail.js';
export { link } from './link.js';
export { escapeHtml } from './escape-html.js';
export type { MailContext } from './mail-context.js';
export type { RenderedMail } from './mail-content.js';
export type { MailLogger } from './mail-logger.js';
export type { MailTransport, OutgoingMessage } from './transport/mail-transport.js';
export type { MailDataBySlug } from './templates/index.js';
