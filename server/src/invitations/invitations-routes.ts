import type { FastifyRequest } from 'fastify';
import { caller } from '../http/access-check.js';
import { domainRoutes } from '../http/domain-routes.js';
import { signIn, type SessionManagerDeps } from '../sessions/session-manager.js';
import { acceptAsExistingUser, acceptAsNewUser } from './accept-invitation.js';
import { checkInvitation } from './check-invitation.js';
import { declineInvitation } from './decline-invitation.js';
import type { InvitationDeps, InvitationProof } from './invitation-proof.js';

const done = { success: true as const };

function proofOf(request: FastifyRequest, code: string | undefined): InvitationProof {
  return { code, user: request.user, ip: request.ip };
}

/** The invitee's calls: anyone with the link's code, or the signed-in invitee (decision 019). */
export function invitationRoutes(deps: { invitations: InvitationDeps; sessions: SessionManagerDeps }) {
  const { invitations } = deps;
  return domainRoutes('invitations', {
    checkInvitation: async ({ params }, request) => checkInvitation(invitations, params.invitation, proofOf(request, params.code)),

    acceptInvitation: async ({ params, body }, request, reply) => {
      const user = await acceptAsNewUser(
        invitations,
        params.invitation,
        { ...proofOf(request, params.code), code: params.code },
        {
          password: body.newPassword1,
          passwordRepeat: body.newPassword2,
          greeting: body.greeting,
          firstName: body.first_name,
          lastName: body.last_name,
          newsletter: body.newsletter,
        },
      );
      // A new account, so no second factor yet; the gate decides that all the same.
      return signIn(deps.sessions, request, reply, user, { record: { via: 'invitation' } });
    },

    acceptInvitationExistingUser: async ({ params }, request) => {
      await acceptAsExistingUser(invitations, params.invitation, caller(request));
      return done;
    },

    declineInvitation: async ({ params }, request) => {
      await declineInvitation(invitations, params.invitation, proofOf(request, params.code), false);
      return done;
    },

    reportInvitation: async ({ params }, request) => {
      await declineInvitation(invitations, params.invitation, proofOf(request, params.code), true);
      return done;
    },
  });
}
