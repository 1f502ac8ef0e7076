import { caller } from '../http/access-check.js';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import type { PoolDeps } from './pool-deps.js';
import { inviteToPool } from './invite-to-pool.js';
import { viewPool } from './pool-view.js';
import { removePoolMember } from './remove-pool-member.js';
import { resendInvitation } from './resend-invitation.js';
import { revokeInvitation } from './revoke-invitation.js';

const done = { success: true as const };

/** The pool screen of its owner: his own address without an id, an admin's with the owner's id. */
function poolScreenAddress(viewerId: number, ownerId: number): string {
  return viewerId === ownerId ? '/account/my-pool' : `/account/my-pool/${ownerId}`;
}

/** The pool owner's calls (and an admin's on any pool); the access declarations of the contract decide who may. */
export function poolRoutes(deps: PoolDeps) {
  const { db } = deps;
  return domainRoutes('pools', {
    poolToken: formToken,

    getPool: async ({ params }) => viewPool(db, params.poolId),

    createInvite: async ({ params, body }, request) => {
      await inviteToPool(deps, { invitedBy: caller(request).id, poolId: body.managePool, licenseId: params.licenseId, email: body.email });
      return done;
    },

    resendInvite: async ({ params }) => {
      await resendInvitation(deps, params.invitation);
      return done;
    },

    revokeInvite: async ({ params }) => {
      await revokeInvitation(db, params.invitation);
      return done;
    },

    removeFromPool: async ({ params }) => {
      await removePoolMember(deps, params.targetUser);
      return done;
    },

    revokeInviteAction: async ({ params, body }, request, reply) => {
      if (body.invitation !== params.invitationId) throw new DomainError('requestMismatch', { field: 'invitation' });
      const ownerId = await revokeInvitation(db, params.invitationId);
      return reply.redirect(poolScreenAddress(caller(request).id, ownerId), 303);
    },

    removePoolMemberAction: async ({ params, body }, request, reply) => {
      if (body.userId !== params.memberId) throw new DomainError('requestMismatch', { field: 'userId' });
      const ownerId = await removePoolMember(deps, params.memberId, { poolId: params.poolId });
      return reply.redirect(poolScreenAddress(caller(request).id, ownerId), 303);
    },
  });
}
