import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { signInAnswer } from './auth.js';
import { publicAccess, signedIn } from './access.js';
import { defineCall } from './define.js';
import type { ErrorCode } from './errors.js';
import { acceptedCheckbox, checkbox, greeting, recordId, requiredText } from './fields.js';

/**
 * The invitee's side of a pool invitation: check, accept (new or existing user), decline,
 * report. Each call needs the code of the mailed link, or the signed-in invitee himself (the
 * dashboard links the invitation without its code; decision 019). An unknown, used, revoked,
 * declined or expired invitation, and a wrong code, answer 'Dieser Link ist leider nicht mehr gültig.'
 */

const invitationWithOptionalCode = z.object({ invitation: recordId, code: z.optional(requiredText) });

/** A dead link; `unauthorized` when the call has no code and nobody is signed in (the client then asks for sign-in). */
const linkErrors: ErrorCode[] = ['code-invalid', 'code-expired', 'code-used'];

export const invitationCheck = z.object({
  success: z.literal(true),
  email: z.string(),
  /** Whether an account with the invited address exists (accept directly) or one is created. */
  existingUser: z.boolean(),
  /** Name of the pool owner who sent the invitation. */
  invitingUser: z.string(),
  licenseType: z.number(),
  /** The invited account exists and nobody is signed in: sign in first. */
  needsLogin: z.boolean(),
  /** Someone other than the invitee is signed in. */
  wrongUser: z.boolean(),
  /** The signed-in invitee holds a licence already and cannot accept. */
  hasLicense: z.boolean(),
});
export type InvitationCheck = z.infer<typeof invitationCheck>;

export const checkInvitation = defineCall({
  name: 'checkInvitation',
  method: 'POST',
  path: '/webapi/check-invitation/:invitation/:code?',
  access: publicAccess,
  errors: [...linkErrors, 'unauthorized'],
  encoding: 'none',
  params: invitationWithOptionalCode,
  response: invitationCheck,
});

/** A new user accepts: the account is created with these details and signed in. */
export const acceptInvitation = defineCall({
  name: 'acceptInvitation',
  method: 'POST',
  path: '/webapi/accept-invitation/:invitation/:code',
  access: publicAccess,
  errors: [...linkErrors, 'account-exists', 'wrong-user', 'no-free-license'],
  encoding: 'form',
  params: z.object({ invitation: recordId, code: requiredText }),
  body: z.object({
    newPassword1: z.string(),
    newPassword2: z.string(),
    accept_privacy: acceptedCheckbox,
    accept_terms: acceptedCheckbox,
    newsletter: checkbox,
    first_name: requiredText,
    last_name: requiredText,
    greeting,
  }),
  response: signInAnswer,
  startsSession: true,
});

/** A signed-in user whose address was invited accepts directly. */
export const acceptInvitationExistingUser = defineCall({
  name: 'acceptInvitationExistingUser',
  method: 'POST',
  path: '/webapi/accept-invitation-existing-user/:invitation',
  access: signedIn,
  errors: [...linkErrors, 'has-license', 'no-free-license'],
  encoding: 'none',
  params: z.object({ invitation: recordId }),
  response: successAnswer,
});

/** Declines; with the code of the link, or as the signed-in invitee (the original path plus the code, decision 019). */
export const declineInvitation = defineCall({
  name: 'declineInvitation',
  method: 'POST',
  path: '/webapi/decline-invitation/:invitation/:code?',
  access: publicAccess,
  errors: [...linkErrors, 'unauthorized'],
  encoding: 'none',
  params: invitationWithOptionalCode,
  response: successAnswer,
});

/** Declines and reports the invitation as abuse; the pool owner and admins see the report on the pool page. */
export const reportInvitation = defineCall({
  name: 'reportInvitation',
  method: 'POST',
  path: '/webapi/report-invitation/:invitation/:code?',
  access: publicAccess,
  errors: [...linkErrors, 'unauthorized'],
  encoding: 'none',
  params: invitationWithOptionalCode,
  response: successAnswer,
});
