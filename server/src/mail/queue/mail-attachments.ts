import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A file that goes with a mail, as the mail program shows it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** Stores a queued mail's files beside it, in the caller's transaction where there is one. */
export async function attach(db: Kysely<Database>, mailId: number, attachments: MailAttachment[] | undefined): Promise<void> {
  if (!attachments?.length) return;
  await db
    .insertInto('mail_attachments')
    .values(
      attachments.map((file) => ({ mail_id: mailId, file_name: file.filename, content_type: file.contentType, content: file.content })),
    )
    .execute();
}

/** A mail's files in the order they were given, as the transports take them. */
export async function attachmentsOf(db: Kysely<Database>, mailId: number) {
  const rows = await db
    .selectFrom('mail_attachments')
    .select(['file_name', 'content_type', 'content'])
    .where('mail_id', '=', mailId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ filename: row.file_name, contentType: row.content_type, content: Buffer.from(row.content) }));
}

/** A finished mail's files go with its body: nobody reads them from the queue again. */
export async function dropAttachments(db: Kysely<Database>, mailId: number): Promise<void> {
  await db.deleteFrom('mail_attachments').where('mail_id', '=', mailId).execute();
}
