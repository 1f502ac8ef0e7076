import * as z from 'zod/mini';
import { adminOnly } from './access.js';
import { defineCall } from './define.js';
import { recordId } from './fields.js';

/** Notifications sent to a user, for the admins' Erweitert tab. */
export const listSentNotifications = defineCall({
  name: 'listSentNotifications',
  method: 'GET',
  path: '/webapi/sentNotifications/:userId',
  access: adminOnly,
  encoding: 'none',
  params: z.object({ userId: recordId }),
  response: z.array(z.string()),
});
