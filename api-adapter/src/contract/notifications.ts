import * as z from 'zod/mini';
import { defineCall } from './define.js';
import { numericId } from './fields.js';

/** Notifications sent to a user, for the admins' Erweitert tab. */
export const listSentNotifications = defineCall({
  name: 'listSentNotifications',
  method: 'GET',
  path: '/webapi/sentNotifications/:userId',
  access: 'admin',
  encoding: 'none',
  params: z.object({ userId: numericId }),
  response: z.array(z.string()),
});
