import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { notificationCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { notificationLine } from './notification-line.js';

/** The notifications (mails) sent to a user, newest first, for the admins' Erweitert tab. */
export function registerNotificationRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; db: Kysely<Database> }): void {
  contractRoute(app, deps.route, notificationCalls.listSentNotifications, async ({ params }) => {
    const user = await deps.db.selectFrom('users').select('id').where('id', '=', params.userId).executeTakeFirst();
    if (!user) throw HttpError.notFound();
    const sent = await deps.db
      .selectFrom('notifications_sent')
      .select(['subject', 'sent_at'])
      .where('user_id', '=', user.id)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return sent.map((notification) => notificationLine(notification.sent_at, notification.subject));
  });
}
