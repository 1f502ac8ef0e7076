import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { publicAccess, signedIn } from './access.js';
import { defineCall } from './define.js';
import { acceptedCheckbox, checkbox, greeting, numericId, requiredText } from './fields.js';

/**
 * The invitee's side of a pool invitation: check, accept (new or existing user), decline,
 * report. An invalid or expired invitation answers an error ('Dieser Link ist leider nicht mehr gültig.').
 */

const invitationParams = z.object({ invitation: numericId });
const invitationWithOptionalCode = z.object({ invitation: numericId, code: z.optional(requiredText) });

export const invitationCheck = z.object({
  success: z.literal(true),
  email: z.string(),
  /** Whether an account with the invited address exists (accept directly) or one is created. */
  existingUser: z.boolean(),
  /** Name of the pool owner who sent the invitation. */
  invitingUser: z.string(),
  licenseType: z.number(),
  needsLogin: z.boolean(),
  wrongUser: z.boolean(),
  hasLicense: z.boolean(),
});
export type InvitationCheck = z.infer<typeof invitationCheck>;

export const checkInvitation = defineCall({
  name: 'checkInvitation',
  method: 'POST',
  path: '/webapi/check-invitation/:invitation/:code?',
  access: publicAccess,
  encoding: 'none',
  params: invitationWithOptionalCode,
  response: invitationCheck,
});

/** A new user accepts: the account is created with these details. */
export const acceptInvitation = defineCall({
  name: 'acceptInvitation',
  method: 'POST',
  path: '/webapi/accept-invitation/:invitation/:code',
  access: publicAccess,
  encoding: 'form',
  params: z.object({ invitation: numericId, code: requiredText }),
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
  response: successAnswer,
});

/** A signed-in user whose address was invited accepts directly. */
export const acceptInvitationExistingUser = defineCall({
  name: 'acceptInvitationExistingUser',
  method: 'POST',
  path: '/webapi/accept-invitation-existing-user/:invitation',
  access: signedIn,
  encoding: 'none',
  params: invitationParams,
  response: successAnswer,
});

export const declineInvitation = defineCall({
  name: 'declineInvitation',
  method: 'POST',
  path: '/webapi/decline-invitation/:invitation',
  access: publicAccess,
  encoding: 'none',
  params: invitationParams,
  response: successAnswer,
});

/** Declines and reports the invitation as abuse. */
export const reportInvitation = defineCall({
  name: 'reportInvitation',
  method: 'POST',
  path: '/webapi/report-invitation/:invitation/:code?',
  access: publicAccess,
  encoding: 'none',
  params: invitationWithOptionalCode,
  response: successAnswer,
});
