import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { ownerOrAdmin, signedIn } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import type { ErrorCode } from './errors.js';
import { email, formToken, isoDateTime, recordId } from './fields.js';

/** A licence pool: its owner invites people to viewer licences, revokes invitations and removes members. */

/** The token of every write of the pool screens (invite, revoke, resend, remove, add a licence). */
export const poolToken = defineTokenCall('poolToken', '/webapi/poolToken', 'manage-pool', signedIn);

const person = { greeting: z.nullable(z.string()), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) };

export const poolMember = z.object({
  memberId: z.number(),
  poolId: z.number(),
  email: z.string(),
  licenseType: z.number(),
  member: z.object(person),
});
export type PoolMember = z.infer<typeof poolMember>;

/** A pending invitation; it reserves a licence of its type until it is accepted, declined or revoked (decision 018). */
export const poolInvite = z.object({
  id: z.number(),
  email: z.string(),
  licenseType: z.number(),
  created: isoDateTime,
  /** Until when the link works; after that the invitation is expired and can be sent again. */
  expires: isoDateTime,
  expired: z.boolean(),
});
export type PoolInvite = z.infer<typeof poolInvite>;

/** An invitation that its recipient declined and reported as abuse. */
export const reportedInvite = z.object({
  id: z.number(),
  email: z.string(),
  licenseType: z.number(),
  created: isoDateTime,
  reported: isoDateTime,
});
export type ReportedInvite = z.infer<typeof reportedInvite>;

/** The pool's licences of one type: assigned + reserved + free = total. */
export const licenseCount = z.object({
  licenseType: z.number(),
  total: z.number(),
  assigned: z.number(),
  reserved: z.number(),
  free: z.number(),
});
export type LicenseCount = z.infer<typeof licenseCount>;

export const pool = z.object({
  id: z.number(),
  name: z.string(),
  /** The pool owner, who manages it (and may own a licence that an admin adds). */
  owner: z.object({ id: z.number(), email: z.string(), ...person }),
  members: z.array(poolMember),
  invites: z.array(poolInvite),
  /** Licences neither held nor reserved by an invitation; an invitation names one of them. */
  available_licenses: z.array(z.object({ id: z.number(), licenseType: z.number() })),
  licenseCounts: z.array(licenseCount),
  reportedInvites: z.array(reportedInvite),
});
export type Pool = z.infer<typeof pool>;

export const getPool = defineCall({
  name: 'getPool',
  method: 'GET',
  path: '/webapi/pool/:poolId',
  access: ownerOrAdmin('own-pool', 'poolId'),
  encoding: 'none',
  params: z.object({ poolId: recordId }),
  response: pool,
});

/** What inviting can run into besides the declared access and input errors. */
const inviteErrors: ErrorCode[] = ['already-member', 'already-invited', 'no-free-license'];

/**
 * Invites `email` to the free licence `licenseId` of the pool `managePool` (another free licence
 * of the same type when that one was taken meanwhile), and sends the invitation mail.
 */
export const createInvite = defineCall({
  name: 'createInvite',
  method: 'POST',
  path: '/webapi/create-invite/:licenseId',
  access: ownerOrAdmin('own-pool-license', 'licenseId'),
  errors: inviteErrors,
  encoding: 'form',
  params: z.object({ licenseId: recordId }),
  body: z.object({ email, managePool: recordId, _token: formToken }),
  response: successAnswer,
  token: { call: poolToken, field: 'body._token' },
});

/** The member loses the pool's licence (it is free again) and gets the 'license-removed' mail. */
export const removeFromPool = defineCall({
  name: 'removeFromPool',
  method: 'POST',
  path: '/webapi/remove-from-pool/:targetUser',
  access: ownerOrAdmin('own-pool-member', 'targetUser'),
  encoding: 'none',
  params: z.object({ targetUser: recordId }),
  query: z.object({ token: formToken }),
  response: successAnswer,
  token: { call: poolToken, field: 'query.token' },
});

/** The invitation's link stops working at once and its licence is free again. */
export const revokeInvite = defineCall({
  name: 'revokeInvite',
  method: 'POST',
  path: '/webapi/revoke-invite/:invitation',
  access: ownerOrAdmin('own-pool-invitation', 'invitation'),
  errors: ['invitation-closed'],
  encoding: 'none',
  params: z.object({ invitation: recordId }),
  query: z.object({ token: formToken }),
  response: successAnswer,
  token: { call: poolToken, field: 'query.token' },
});

/** Sends a pending (typically expired) invitation again: a new code, 14 more days, the old link dead. */
export const resendInvite = defineCall({
  name: 'resendInvite',
  method: 'POST',
  path: '/webapi/resend-invite/:invitation',
  access: ownerOrAdmin('own-pool-invitation', 'invitation'),
  errors: ['invitation-closed', 'no-free-license'],
  encoding: 'none',
  params: z.object({ invitation: recordId }),
  query: z.object({ token: formToken }),
  response: successAnswer,
  token: { call: poolToken, field: 'query.token' },
});

/** The same revocation as a plain form post from the pool screen; answers with a redirect to it. */
export const revokeInviteAction = defineCall({
  name: 'revokeInviteAction',
  method: 'POST',
  path: '/account/revoke-invite/:invitationId',
  access: ownerOrAdmin('own-pool-invitation', 'invitationId'),
  errors: ['invitation-closed'],
  encoding: 'form',
  params: z.object({ invitationId: recordId }),
  body: z.object({ invitation: recordId, _token: formToken }),
  response: successAnswer,
  redirects: true,
  token: { call: poolToken, field: 'body._token' },
});

/** The same removal as a plain form post from the pool screen; answers with a redirect to it. */
export const removePoolMemberAction = defineCall({
  name: 'removePoolMemberAction',
  method: 'POST',
  path: '/account/pool/:poolId/remove/:memberId',
  access: ownerOrAdmin('own-pool', 'poolId'),
  encoding: 'form',
  params: z.object({ poolId: recordId, memberId: recordId }),
  body: z.object({ userId: recordId, _token: formToken }),
  response: successAnswer,
  redirects: true,
  token: { call: poolToken, field: 'body._token' },
});
