import type { ApiClient } from '../client/create-client.js';
import { getMailPreview } from '../contract/mail-previews.js';
import { ApiError } from '../client/api-error.js';
import { mailSlugs, type MailSlug } from '../domain/mail-slugs.js';
import { texts } from '../domain/texts.js';
import type { ListAnswer, RecordId } from './adapter.js';

/** A template as the back-office shows it: by slug, with a rendered preview on request. */
export interface MailTemplateRecord {
  id: MailSlug;
}

/** A template rendered with sample data: subject, HTML and plain text. */
export interface MailPreviewRecord extends MailTemplateRecord {
  title: string;
  content: string;
  text: string;
}

function isMailSlug(value: unknown): value is MailSlug {
  return (mailSlugs as readonly unknown[]).includes(value);
}

/**
 * The e-mail templates (/admin/email-debug-output, decision 022). They are code, one module per
 * slug, reviewed like code (decision 022): the back-office lists and previews them, and edits none.
 */
export function mailPreviewsAdapter(client: ApiClient) {
  return {
    async getList(): Promise<ListAnswer<MailTemplateRecord>> {
      return { data: mailSlugs.map((id) => ({ id })), total: mailSlugs.length };
    },
    async getOne(id: RecordId): Promise<MailPreviewRecord> {
      if (!isMailSlug(id)) throw new ApiError(404, 'not-found', texts.errors.notFound);
      return { id, ...(await client.call(getMailPreview, { params: { slug: id } })) };
    },
  };
}
