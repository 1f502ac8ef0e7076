import type { Kysely, Selectable } from 'kysely';
import type { Database, NotificationsSentTable } from '../db/schema.js';

export type SentNotification = Selectable<NotificationsSentTable>;

/** A notification (mail) recorded as sent to the user, as the mail queue records it after delivery. */
export async function createSentNotification(
  db: Kysely<Database>,
  options: { user: { id: number }; slug?: string; subject?: string; sentAt?: Date },
): Promise<SentNotification> {
  return db
    .insertInto('notifications_sent')
    .values({
      user_id: options.user.id,
      slug: options.slug ?? 'welcome',
      subject: options.subject ?? 'Willkommen',
      sent_at: options.sentAt ?? new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
