import type { FastifyRequest } from 'fastify';
import { caller } from '../http/access-check.js';
import { domainRoutes } from '../http/domain-routes.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { InvitationProof, InvitationService } from './invitation-service.js';

const done = { success: true as const };

function proofOf(request: FastifyRequest, code: string | undefined): InvitationProof {
  return { code, user: request.user, ip: request.ip };
}

/** The invitee's calls: anyone with the link's code, or the signed-in invitee (decision 019). */
export function invitationRoutes(deps: { invitations: InvitationService; sessions: Pick<SessionManager, 'signIn'> }) {
  const { invitations } = deps;
  return domainRoutes('invitations', {
    checkInvitation: async ({ params }, request) => invitations.check(params.invitation, proofOf(request, params.code)),

    acceptInvitation: async ({ params, body }, request, reply) => {
      const user = await invitations.acceptAsNewUser(
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
      return deps.sessions.signIn(request, reply, user, { record: { via: 'invitation' } });
    },

    acceptInvitationExistingUser: async ({ params }, request) => {
      await invitations.acceptAsExistingUser(params.invitation, caller(request));
      return done;
    },

    declineInvitation: async ({ params }, request) => {
      await invitations.decline(params.invitation, proofOf(request, params.code), false);
      return done;
    },

    reportInvitation: async ({ params }, request) => {
      await invitations.decline(params.invitation, proofOf(request, params.code), true);
      return done;
    },
  });
}
