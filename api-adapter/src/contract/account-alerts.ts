import * as z from 'zod/mini';
import { publicAccess } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { formToken, requiredText } from './fields.js';
import { codeErrors } from './registration.js';

/** 'Das war ich nicht' from an account alert mail (decision 044). */

export const notMeToken = defineTokenCall('notMeToken', '/webapi/not-me-token', 'not-me', publicAccess);

/**
 * The single-use link of an alert (valid 7 days): ends every session of the account, revokes the
 * device tokens issued in the last 24 hours and answers where to set a new password (a reset
 * link of its own, which still asks for the second factor where one exists).
 */
export const reportNotMe = defineCall({
  name: 'reportNotMe',
  method: 'POST',
  path: '/webapi/not-me/:code',
  access: publicAccess,
  errors: codeErrors,
  encoding: 'form',
  params: z.object({ code: requiredText }),
  body: z.object({ _token: formToken }),
  response: z.object({ success: z.literal(true), resetPath: z.string() }),
  token: { call: notMeToken, field: 'body._token' },
});
