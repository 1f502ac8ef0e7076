import * as z from 'zod/mini';
import { publicAccess } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { formToken, requiredText } from './fields.js';
import { codeErrors } from './registration.js';

/** 'Das war ich nicht' from an account alert mail (decision 044). */

/** What an account has to sign in with besides its password (decision 051): what securing it removed, and what remains. */
export const credentialReview = z.object({
  /** The passkeys' names. */
  passkeys: z.array(z.string()),
  /** An authenticator app (TOTP). */
  authenticatorApp: z.boolean(),
  /** Unused recovery codes. */
  recoveryCodes: z.number(),
});
export type CredentialReview = z.infer<typeof credentialReview>;

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
  /** With what securing the account removed (added since the alert's event) and what remains, for the owner to review. */
  response: z.object({ success: z.literal(true), resetPath: z.string(), removed: credentialReview, remaining: credentialReview }),
  token: { call: notMeToken, field: 'body._token' },
});
