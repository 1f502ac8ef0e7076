import { domainRoutes } from '../http/domain-routes.js';
import type { MailContext } from '../mail/mail-context.js';
import { renderMail, sampleMailData } from '../mail/render-mail.js';

/** The back-office's mail previews: each template rendered by the sending renderer, with its sample data. */
export function mailPreviewsRoutes(deps: { mailContext: MailContext }) {
  return domainRoutes('mailPreviews', {
    getMailPreview: async ({ params }) => {
      const mail = renderMail(params.slug, sampleMailData(params.slug, deps.mailContext), deps.mailContext);
      return { title: mail.title, content: mail.html, text: mail.text };
    },
  });
}
