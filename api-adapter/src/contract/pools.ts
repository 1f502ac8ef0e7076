import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { ownerOrAdmin } from './access.js';
import { defineCall } from './define.js';
import { email, isoDateTime, numericId } from './fields.js';

/** A licence pool: its owner invites people to viewer licences, revokes invitations and removes members. */

export const poolMember = z.object({
  memberId: z.number(),
  poolId: z.number(),
  email: z.string(),
  licenseType: z.number(),
  member: z.object({ greeting: z.nullable(z.string()), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) }),
});
export type PoolMember = z.infer<typeof poolMember>;

export const poolInvite = z.object({ id: z.number(), email: z.string(), licenseType: z.number(), created: isoDateTime });
export type PoolInvite = z.infer<typeof poolInvite>;

export const pool = z.object({
  id: z.number(),
  name: z.string(),
  members: z.array(poolMember),
  invites: z.array(poolInvite),
  /** Licences not handed out yet; an invitation names one of them. */
  available_licenses: z.array(z.object({ id: z.number(), licenseType: z.number() })),
});
export type Pool = z.infer<typeof pool>;

export const getPool = defineCall({
  name: 'getPool',
  method: 'GET',
  path: '/webapi/pool/:poolId',
  access: ownerOrAdmin('own-pool', 'poolId'),
  encoding: 'none',
  params: z.object({ poolId: numericId }),
  response: pool,
});

/** Invites `email` to the free licence `licenseId` of the pool `managePool`. */
export const createInvite = defineCall({
  name: 'createInvite',
  method: 'POST',
  path: '/webapi/create-invite/:licenseId',
  access: ownerOrAdmin('own-pool-license', 'licenseId'),
  encoding: 'form',
  params: z.object({ licenseId: numericId }),
  body: z.object({ email, managePool: numericId }),
  response: successAnswer,
});

export const removeFromPool = defineCall({
  name: 'removeFromPool',
  method: 'POST',
  path: '/webapi/remove-from-pool/:targetUser',
  access: ownerOrAdmin('own-pool-member', 'targetUser'),
  encoding: 'none',
  params: z.object({ targetUser: numericId }),
  response: successAnswer,
});

export const revokeInvite = defineCall({
  name: 'revokeInvite',
  method: 'POST',
  path: '/webapi/revoke-invite/:invitation',
  access: ownerOrAdmin('own-pool-invitation', 'invitation'),
  encoding: 'none',
  params: z.object({ invitation: numericId }),
  response: successAnswer,
});

/** The same revocation as a plain form post from the pool screen; answers with a redirect to it. */
export const revokeInviteAction = defineCall({
  name: 'revokeInviteAction',
  method: 'POST',
  path: '/account/revoke-invite/:invitationId',
  access: ownerOrAdmin('own-pool-invitation', 'invitationId'),
  encoding: 'form',
  params: z.object({ invitationId: numericId }),
  body: z.object({ invitation: numericId }),
  response: successAnswer,
  redirects: true,
});

/** The same removal as a plain form post from the pool screen; answers with a redirect to it. */
export const removePoolMemberAction = defineCall({
  name: 'removePoolMemberAction',
  method: 'POST',
  path: '/account/pool/:poolId/remove/:memberId',
  access: ownerOrAdmin('own-pool', 'poolId'),
  encoding: 'form',
  params: z.object({ poolId: numericId, memberId: numericId }),
  body: z.object({ userId: numericId }),
  response: successAnswer,
  redirects: true,
});
