import type { FastifyInstance } from 'fastify';
import { auditActor } from '../audit/record-audit-event.js';
import type { Kysely } from 'kysely';
import { licenseCalls, poolCalls } from '@bfsm/api-adapter';
import { caller } from '../http/access-check.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { Database } from '../db/schema.js';
import { addPoolLicense } from './added-licenses.js';
import type { PoolService } from './pool-service.js';
import { poolTexts } from './pool-texts.js';

const done = { success: true as const };

/** The pool screen of its owner: his own address without an id, an admin's with the owner's id. */
function poolScreenAddress(viewerId: number, ownerId: number): string {
  return viewerId === ownerId ? '/account/my-pool' : `/account/my-pool/${ownerId}`;
}

/** The pool owner's calls (and an admin's on any pool); the access declarations of the contract decide who may. */
export function registerPoolRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; pools: PoolService; db: Kysely<Database> },
): void {
  const { route, pools } = deps;

  contractRoute(app, route, poolCalls.getPool, async ({ params }) => pools.view(params.poolId));

  contractRoute(app, route, poolCalls.createInvite, async ({ params, body }, request) => {
    await pools.invite({ invitedBy: caller(request).id, poolId: body.managePool, licenseId: params.licenseId, email: body.email });
    return done;
  });

  contractRoute(app, route, poolCalls.resendInvite, async ({ params }) => {
    await pools.resend(params.invitation);
    return done;
  });

  contractRoute(app, route, poolCalls.revokeInvite, async ({ params }) => {
    await pools.revoke(params.invitation);
    return done;
  });

  contractRoute(app, route, poolCalls.removeFromPool, async ({ params }) => {
    await pools.removeMember(params.targetUser);
    return done;
  });

  contractRoute(app, route, poolCalls.revokeInviteAction, async ({ params, body }, request, reply) => {
    if (body.invitation !== params.invitationId) throw HttpError.invalidInput(poolTexts.mismatch, 'invitation');
    const ownerId = await pools.revoke(params.invitationId);
    return reply.redirect(poolScreenAddress(caller(request).id, ownerId), 303);
  });

  contractRoute(app, route, poolCalls.removePoolMemberAction, async ({ params, body }, request, reply) => {
    if (body.userId !== params.memberId) throw HttpError.invalidInput(poolTexts.mismatch, 'userId');
    const ownerId = await pools.removeMember(params.memberId, { poolId: params.poolId });
    return reply.redirect(poolScreenAddress(caller(request).id, ownerId), 303);
  });

  contractRoute(app, route, licenseCalls.createLicense, async ({ params, body }, request) => {
    await addPoolLicense(deps.db, auditActor(request), {
      poolId: params.poolId,
      userId: body.userid,
      licenseType: body.licensetype,
      expiration: body.expiration,
    });
    return done;
  });
}
