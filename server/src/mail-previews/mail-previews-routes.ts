import type { FastifyInstance } from 'fastify';
import { mailPreviewCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import type { MailContext } from '../mail/mail-context.js';
import { renderMail, sampleMailData } from '../mail/render-mail.js';

/** The back-office's mail previews: each template rendered by the sending renderer, with its sample data. */
export function registerMailPreviewRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; mailContext: MailContext }): void {
  contractRoute(app, deps.route, mailPreviewCalls.getMailPreview, async ({ params }) => {
    const mail = renderMail(params.slug, sampleMailData(params.slug, deps.mailContext), deps.mailContext);
    return { title: mail.title, content: mail.html, text: mail.text };
  });
}
