import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { domainRoutes } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { notificationLine } from './notification-line.js';

/** The notifications (mails) sent to a user, newest first, for the admins' Erweitert tab. */
export function notificationsRoutes(deps: { db: Kysely<Database> }) {
  return domainRoutes('notifications', {
    listSentNotifications: async ({ params }) => {
      const user = await deps.db.selectFrom('users').select('id').where('id', '=', params.userId).executeTakeFirst();
      if (!user) throw new DomainError('notFound');
      const sent = await deps.db
        .selectFrom('notifications_sent')
        .select(['subject', 'sent_at'])
        .where('user_id', '=', user.id)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return sent.map((notification) => notificationLine(notification.sent_at, notification.subject));
    },
  });
}
