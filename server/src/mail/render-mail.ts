import type { MailSlug } from '@bfsm/api-adapter';
import { htmlLayout } from './layout/html-layout.js';
import { textLayout } from './layout/text-layout.js';
import type { MailContext } from './mail-context.js';
import type { RenderedMail } from './mail-content.js';
import { mailTemplates, type MailDataBySlug } from './templates/index.js';
import type { MailTemplate } from './templates/mail-template.js';

function templateFor<Slug extends MailSlug>(slug: Slug): MailTemplate<MailDataBySlug[Slug]> {
  return mailTemplates[slug] as MailTemplate<MailDataBySlug[Slug]>;
}

/** The one renderer: used for sending and for the admin preview (GET /webapi/email-debug-output/{slug}). */
export function renderMail<Slug extends MailSlug>(slug: Slug, data: MailDataBySlug[Slug], context: MailContext): RenderedMail {
  const template = templateFor(slug);
  const title = template.title(data, context);
  const content = { heading: title, blocks: template.blocks(data, context) };
  return { title, html: htmlLayout(content, context), text: textLayout(content, context) };
}

/** Realistic data for previewing a template; its links point into the configured portal. */
export function sampleMailData<Slug extends MailSlug>(slug: Slug, context: MailContext): MailDataBySlug[Slug] {
  return templateFor(slug).sample(context);
}
