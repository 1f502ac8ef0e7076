import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invitationCalls } from '@bfsm/api-adapter';
import { caller } from '../http/access-check.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import type { SessionManager } from '../sessions/session-manager.js';
import type { InvitationProof, InvitationService } from './invitation-service.js';

const done = { success: true as const };

function proofOf(request: FastifyRequest, code: string | undefined): InvitationProof {
  return { code, user: request.user, ip: request.ip };
}

/** The invitee's calls: anyone with the link's code, or the signed-in invitee (decision 019). */
export function registerInvitationRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; invitations: InvitationService; sessions: SessionManager },
): void {
  const { route, invitations } = deps;

  contractRoute(app, route, invitationCalls.checkInvitation, async ({ params }, request) =>
    invitations.check(params.invitation, proofOf(request, params.code)),
  );

  contractRoute(app, route, invitationCalls.acceptInvitation, async ({ params, body }, request, reply) => {
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
  });

  contractRoute(app, route, invitationCalls.acceptInvitationExistingUser, async ({ params }, request) => {
    await invitations.acceptAsExistingUser(params.invitation, caller(request));
    return done;
  });

  contractRoute(app, route, invitationCalls.declineInvitation, async ({ params }, request) => {
    await invitations.decline(params.invitation, proofOf(request, params.code), false);
    return done;
  });

  contractRoute(app, route, invitationCalls.reportInvitation, async ({ params }, request) => {
    await invitations.decline(params.invitation, proofOf(request, params.code), true);
    return done;
  });
}
